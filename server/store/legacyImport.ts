import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { ContactMessage } from '../../client/features/contact/contactMessage';
import { isMissing } from '../fileErrors';
import { consentRecordOf, recordConsent, type ConsentRecord } from './consents';
import type { DestinationName, Lead } from './lead';
import { receivedAtOf } from './leadId';
import type { Store } from './store';
import type { Failure, JobTable } from './schema';

/** What the old file outbox wrote of a delivery (its state/<id>.json, webhook/<folder>/<id>.json). */
interface OldRecord {
  state?: 'sending' | 'waiting' | 'sent' | 'failing' | 'failed';
  attempts?: number;
  firstAttemptAt?: string;
  lastAttemptAt?: string;
  lastError?: string;
  failure?: Failure;
  rejectedRecipients?: string[];
}

type OldFolder = 'pending' | 'sent' | 'failed' | 'spam';
const oldFolders: OldFolder[] = ['pending', 'sent', 'failed', 'spam'];
/** Everything the file outbox kept beside the messages, moved aside with them. */
const oldEntries = [
  ...oldFolders,
  'leads',
  'state',
  'webhook',
  'consent',
  'tmp',
  'relay-state.json',
  'pending.changed',
  'outbox.lock',
  'sender.lock',
];

export interface ImportSummary {
  messages: number;
  held: number;
  consents: number;
  webhook: number;
}

async function names(dir: string, extension: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((name) => name.endsWith(extension))
      .map((name) => name.slice(0, -extension.length));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    const text = await readFile(file, 'utf8');
    return text.trim() === '' ? ({} as T) : (JSON.parse(text) as T);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const line = (text: string, label: string) =>
  new RegExp(`^${label}:[ \\t]*(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';

/** A message older than leads/ records: its fields as its mail wrote them. */
async function leadFromMail(id: string, eml: string, page: string, at: Date): Promise<Lead> {
  const mail = await simpleParser(eml);
  const text = mail.text ?? '';
  const visitor = mail.replyTo?.value[0];
  const message: ContactMessage = {
    name: visitor?.name ?? line(text, 'Name'),
    email: visitor?.address ?? line(text, 'Email'),
    phone: line(text, 'Phone'),
    company: line(text, 'Company'),
    message: /\nMessage:\n([\s\S]*?)\n\n(?:SMS consent:|--)/.exec(text)?.[1] ?? text,
  };
  return {
    id,
    receivedAt: at.toISOString(),
    message,
    source: { page, ip: 'unknown', userAgent: 'unknown', javascript: true },
  };
}

const ms = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso));

/** The delivery row an old record stands for; `parked` when its file was in failed/. */
function deliveryOf(
  leadId: string,
  destination: DestinationName,
  where: 'pending' | 'sent' | 'failed',
  record: OldRecord | undefined,
  now: number,
): JobTable {
  const row: JobTable = {
    task: destination,
    key: leadId,
    payload: null,
    state: 'queued',
    attempts: record?.attempts ?? 0,
    first_attempt_at: ms(record?.firstAttemptAt),
    last_attempt_at: ms(record?.lastAttemptAt),
    run_at: now,
    claimed_until: null,
    claim: null,
    last_error: record?.lastError ?? null,
    failure: null,
    result: record?.rejectedRecipients ? JSON.stringify(record.rejectedRecipients) : null,
  };
  if (where === 'sent' || record?.state === 'sent') return { ...row, state: 'done' };
  // A send cut off by a crash stays what it was: unconfirmed, for a person.
  if (destination === 'email' && record?.state === 'sending') {
    return {
      ...row,
      state: 'failed',
      failure: 'unconfirmed',
      last_error: row.last_error ?? 'unconfirmed: cut off before the import',
    };
  }
  if (where === 'failed' || record?.state === 'failing' || record?.state === 'failed') {
    return {
      ...row,
      state: 'failed',
      failure: record?.failure ?? 'refused',
      last_error: row.last_error ?? 'parked before the import',
    };
  }
  return row;
}

/**
 * Takes a data folder written by the file outbox into the store: every message (its exact
 * bytes kept, so a pending one is mailed as it would have been), lead record, delivery state,
 * webhook state and consent record. Safe to repeat: what is in the store already is kept. Then
 * moves the old folders aside under a dated name, so it happens once. Undefined when there was
 * nothing to import.
 */
export async function importLegacyOutbox(
  store: Store,
  dataDir: string,
  { page, now = Date.now() }: { page: string; now?: number },
): Promise<ImportSummary | undefined> {
  const present = await Promise.all(
    oldFolders.map((folder) =>
      stat(join(dataDir, folder)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!present.some(Boolean)) return undefined;
  const summary: ImportSummary = { messages: 0, held: 0, consents: 0, webhook: 0 };
  const webhookFolders = ['pending', 'sent', 'failed'] as const;
  const webhookState = new Map<
    string,
    { where: (typeof webhookFolders)[number]; record?: OldRecord }
  >();
  for (const where of webhookFolders) {
    for (const id of await names(join(dataDir, 'webhook', where), '.json')) {
      if (where === 'pending' || !webhookState.has(id)) {
        webhookState.set(id, {
          where,
          record: await readJson<OldRecord>(join(dataDir, 'webhook', where, `${id}.json`)),
        });
      }
    }
  }
  // Every record the old outbox kept, whatever became of its lead (they outlive leads).
  for (const id of await names(join(dataDir, 'consent'), '.json')) {
    const record = await readJson<ConsentRecord>(join(dataDir, 'consent', `${id}.json`));
    if (record?.leadId === undefined) continue;
    await recordConsent(store.db, record);
    summary.consents += 1;
  }
  for (const folder of oldFolders) {
    for (const id of await names(join(dataDir, folder), '.eml')) {
      const file = join(dataDir, folder, `${id}.eml`);
      const eml = await readFile(file, 'utf8');
      const at = receivedAtOf(id) ?? (await stat(file)).mtime;
      const lead =
        (await readJson<Lead>(join(dataDir, 'leads', `${id}.json`))) ??
        (await leadFromMail(id, eml, page, at));
      const held = folder === 'spam';
      const record = await readJson<OldRecord>(join(dataDir, 'state', `${id}.json`));
      const webhook = held ? undefined : webhookState.get(id);
      await store.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('leads')
          .values({
            id,
            received_at: at.getTime(),
            status: held ? 'held' : 'taken',
            fields: JSON.stringify(lead.message),
            source: JSON.stringify(lead.source),
            consent: lead.consent ? JSON.stringify(lead.consent) : null,
            screen: lead.screen ? JSON.stringify(lead.screen) : null,
            visitor: 'imported',
            eml,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        const deliveries = held
          ? []
          : [
              deliveryOf(id, 'email', folder as Exclude<OldFolder, 'spam'>, record, now),
              ...(webhook ? [deliveryOf(id, 'webhook', webhook.where, webhook.record, now)] : []),
            ];
        // A crash could leave a taken lead without its record: it carries the same proof.
        const consent = held ? undefined : consentRecordOf(lead);
        if (consent) await recordConsent(trx, consent);
        for (const delivery of deliveries) {
          await trx
            .insertInto('jobs')
            .values(delivery)
            .onConflict((conflict) => conflict.columns(['task', 'key']).doNothing())
            .execute();
        }
      });
      summary.messages += 1;
      if (held) summary.held += 1;
      if (webhook) summary.webhook += 1;
    }
  }
  await moveAside(dataDir, summary, store, now);
  return summary;
}

async function moveAside(dataDir: string, summary: ImportSummary, store: Store, now: number) {
  // Unique: an import cut off before its move is taken again, into a folder of its own.
  const aside = `imported-outbox-${new Date(now).toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;
  await mkdir(join(dataDir, aside), { recursive: true });
  for (const entry of oldEntries) {
    await rename(join(dataDir, entry), join(dataDir, aside, entry)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
  await store.db
    .insertInto('legacy_imports')
    .values({ folder: join(dataDir, aside), imported_at: now, summary: JSON.stringify(summary) })
    .onConflict((conflict) => conflict.column('folder').doNothing())
    .execute();
}

export function describeImport(summary: ImportSummary): string {
  return `${summary.messages} message(s) (${summary.held} held as spam), ${summary.webhook} CRM webhook state(s), ${summary.consents} consent record(s)`;
}

/** Every import this store has had, oldest first, for `status`. */
export async function readImports(
  store: Store,
): Promise<{ folder: string; importedAt: number; summary: string }[]> {
  const rows = await store.db
    .selectFrom('legacy_imports')
    .selectAll()
    .orderBy('imported_at')
    .execute();
  return rows.map((row) => ({
    folder: row.folder,
    importedAt: row.imported_at,
    summary: describeImport(JSON.parse(row.summary) as ImportSummary),
  }));
}
