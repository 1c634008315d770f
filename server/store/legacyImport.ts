import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { simpleParser } from 'mailparser';
import { z } from 'zod';
import { isMissing } from '../fileErrors';
import { consentRecordOf, recordConsent, type ConsentRecord } from './consents';
import { freshJob } from './jobs';
import type { DestinationName, Lead } from './lead';
import { folders, leadRow, type Folder } from './leads';
import type { Store } from './store';
import type { JobTable } from './schema';

/**
 * Everything the file outbox kept beside the messages, moved aside with them. Its folders are the
 * outbox command's words.
 */
const oldEntries = [
  ...folders,
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

/** What `work` on a file or folder gives, or `fallback` when it is not there. */
const unlessMissing = <T, F>(work: Promise<T>, fallback: F) =>
  work.catch((error: unknown) => {
    if (isMissing(error)) return fallback;
    throw error;
  });

const names = async (dir: string, extension: string) =>
  (await unlessMissing(readdir(dir), []))
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length));

class BadFile extends Error {}

/** The file's JSON, checked against `schema`; undefined when there is no such file. */
async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const text = await unlessMissing(readFile(file, 'utf8'), undefined);
  if (text === undefined) return undefined;
  if (text.trim() === '') {
    // The file outbox wrote delivery records empty to mean "nothing tried yet"; a lead or consent
    // record is never empty.
    if (schema === stateRecord) return {} as T;
    throw new BadFile('empty');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadFile('not JSON');
  }
  const checked = schema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new BadFile(`${issue?.path.join('.') || 'the record'}: ${issue?.message ?? 'invalid'}`);
  }
  return checked.data;
}

/** What the store needs of an old record: a lead without its fields would be a lead of nothing. */
const text = z.string();
const leadRecord = z.looseObject({
  message: z.looseObject({
    name: text,
    email: text,
    message: text,
    phone: text.default(''),
    company: text.default(''),
  }),
  source: z
    .looseObject({ page: text, ip: text, userAgent: text, javascript: z.boolean() })
    .optional(),
});
const consentFile = z.looseObject({
  leadId: text.min(1),
  givenAt: z.iso.datetime(),
  phone: text.min(1),
  email: text,
});
/**
 * What the old file outbox wrote of a delivery (its state/<id>.json, webhook/<folder>/<id>.json):
 * every field may be missing (an empty record: nothing tried yet), none of another kind.
 */
const stateRecord = z.looseObject({
  state: z.enum(['sending', 'waiting', 'sent', 'failing', 'failed']).optional(),
  attempts: z.int().nonnegative().optional(),
  firstAttemptAt: z.iso.datetime().optional(),
  lastAttemptAt: z.iso.datetime().optional(),
  lastError: text.optional(),
  failure: z.enum(['refused', 'gave-up', 'unconfirmed']).optional(),
  rejectedRecipients: z.array(text).optional(),
});
type OldRecord = z.infer<typeof stateRecord>;

const line = (text: string, label: string) =>
  new RegExp(`^${label}:[ \\t]*(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';

const idTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/;

/** The arrival time newMessageId wrote into the id; undefined for a name it did not make. */
function receivedAtOf(id: string): Date | undefined {
  const parts = idTime.exec(id);
  if (!parts) return undefined;
  const [year = 0, month = 0, day, hour, minute, second, ms] = parts.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** A message older than leads/ records: its fields as its mail wrote them. */
async function leadFromMail(id: string, eml: string, page: string, at: Date): Promise<Lead> {
  const mail = await simpleParser(eml);
  const text = mail.text ?? '';
  const visitor = mail.replyTo?.value[0];
  return {
    id,
    receivedAt: at.toISOString(),
    message: {
      name: visitor?.name ?? line(text, 'Name'),
      email: visitor?.address ?? line(text, 'Email'),
      phone: line(text, 'Phone'),
      company: line(text, 'Company'),
      message: /\nMessage:\n([\s\S]*?)\n\n(?:SMS consent:|--)/.exec(text)?.[1] ?? text,
    },
    source: defaultSource(page),
  };
}

// Only a missing path is "not there": one that cannot be read fails the import with its reason.
const exists = (path: string) =>
  unlessMissing(
    stat(path).then(() => true),
    false,
  );

const ms = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso));

/** The delivery row an old record stands for; `where`: the folder its file was in. */
function deliveryOf(
  leadId: string,
  destination: DestinationName,
  where: 'pending' | 'sent' | 'failed',
  record: OldRecord | undefined,
  now: number,
): JobTable {
  const row: JobTable = {
    ...freshJob,
    task: destination,
    key: leadId,
    payload: null,
    run_at: now,
    attempts: record?.attempts ?? 0,
    first_attempt_at: ms(record?.firstAttemptAt),
    last_attempt_at: ms(record?.lastAttemptAt),
    last_error: record?.lastError ?? null,
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
 * webhook state and consent record. A file it cannot take (empty, not JSON, a lead without its
 * fields, a delivery record with a field of the wrong kind, a consent record without a phone) stays
 * where it is, with the rest of its lead's files, and is reported; everything else is imported.
 * Safe to repeat: a message an earlier run took is never taken again, even once its lead is
 * deleted, and a consent record in the store is kept. Then moves the old folders aside under a
 * dated name, so it happens once (what was left stays, for a second run once it is fixed).
 * Undefined when there was nothing to import.
 */
export async function importLegacyOutbox(
  store: Store,
  dataDir: string,
  { page, now = Date.now() }: { page: string; now?: number },
) {
  const present = await Promise.all(folders.map((folder) => exists(join(dataDir, folder))));
  if (!present.some(Boolean)) return undefined;
  // What this run added, and what an earlier one had taken already (kept as it is now).
  const summary = {
    messages: 0,
    held: 0,
    consents: 0,
    webhook: 0,
    alreadyMessages: 0,
    alreadyConsents: 0,
  };
  /** The files it cannot take, relative to `dataDir`, with why: reported, left where they are. */
  const left = new Map<string, string>();
  /** The record in `path` (relative), or a note that it stays, with why. */
  const read = async <T>(path: string[], schema: z.ZodType<T>) => {
    try {
      return { record: await readJson(join(dataDir, ...path), schema) };
    } catch (error) {
      if (!(error instanceof BadFile)) throw error;
      left.set(join(...path), error.message);
      return { bad: true as const };
    }
  };
  const webhookFolders = ['pending', 'sent', 'failed'] as const;
  const webhookState = new Map<
    string,
    { where: (typeof webhookFolders)[number]; record?: OldRecord; bad?: true }
  >();
  for (const where of webhookFolders) {
    for (const id of await names(join(dataDir, 'webhook', where), '.json')) {
      if (where === 'pending' || !webhookState.has(id)) {
        webhookState.set(id, {
          where,
          ...(await read(['webhook', where, `${id}.json`], stateRecord)),
        });
      }
    }
  }
  // Every record the old outbox kept, whatever became of its lead (they outlive leads).
  for (const id of await names(join(dataDir, 'consent'), '.json')) {
    const { record } = await read(['consent', `${id}.json`], consentFile);
    if (record === undefined) continue;
    if (await recordConsent(store.db, record as unknown as ConsentRecord)) summary.consents += 1;
    else summary.alreadyConsents += 1;
  }
  for (const folder of folders) {
    for (const id of await names(join(dataDir, folder), '.eml')) {
      const file = join(dataDir, folder, `${id}.eml`);
      const eml = await readFile(file, 'utf8');
      // A message is never written empty: a pending one would be mailed as nothing.
      const emptyMessage = eml.trim() === '';
      if (emptyMessage) left.set(join(folder, `${id}.eml`), 'empty');
      const at = receivedAtOf(id) ?? (await stat(file)).mtime;
      const held = folder === 'spam';
      const stored = await read(['leads', `${id}.json`], leadRecord);
      const state = await read(['state', `${id}.json`], stateRecord);
      const webhook = held ? undefined : webhookState.get(id);
      if (emptyMessage || 'bad' in stored || 'bad' in state || webhook?.bad) {
        // Its message and every record of it stay together, for the run after the fix.
        for (const path of [
          [folder, `${id}.eml`],
          ['leads', `${id}.json`],
          ['state', `${id}.json`],
          ...(webhook ? [['webhook', webhook.where, `${id}.json`]] : []),
        ]) {
          const name = join(...path);
          if ((await exists(join(dataDir, name))) && !left.has(name))
            left.set(name, 'kept with its lead');
        }
        continue;
      }
      // The id and time are the file's, whatever the record says: its consent record's too.
      const lead: Lead = stored.record
        ? {
            ...stored.record,
            id,
            receivedAt: at.toISOString(),
            source: stored.record.source ?? defaultSource(page),
          }
        : await leadFromMail(id, eml, page, at);
      const added = await store.db.transaction().execute(async (trx) => {
        // Taken once for good: a lead deleted since stays deleted, its e-mail never queued again.
        const { numInsertedOrUpdatedRows: taken = 0n } = await trx
          .insertInto('legacy_imported_leads')
          .values({ id })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst();
        if (taken === 0n) return false;
        await trx
          .insertInto('leads')
          .values(
            // Old records predate attribution.
            leadRow(lead, {
              status: held ? 'held' : 'taken',
              visitor: 'imported',
              eml,
              attribution: null,
            }),
          )
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        if (held) return true;
        // A crash could leave a taken lead without its record: it carries the same proof.
        const consent = consentRecordOf(lead);
        if (consent) await recordConsent(trx, consent);
        await trx
          .insertInto('jobs')
          .values([
            deliveryOf(id, 'email', folder as Exclude<Folder, 'spam'>, state.record, now),
            ...(webhook ? [deliveryOf(id, 'webhook', webhook.where, webhook.record, now)] : []),
          ])
          .onConflict((conflict) => conflict.columns(['task', 'key']).doNothing())
          .execute();
        return true;
      });
      if (!added) {
        summary.alreadyMessages += 1;
        continue;
      }
      summary.messages += 1;
      if (held) summary.held += 1;
      if (webhook) summary.webhook += 1;
    }
  }
  const aside = await moveAside(dataDir, { ...summary, left: left.size }, store, now, left);
  return { summary, aside, left: [...left].map(([file, why]) => ({ file, why })) };
}

const defaultSource = (page: string): Lead['source'] => ({
  page,
  ip: 'unknown',
  userAgent: 'unknown',
  javascript: true,
});

/** Moves `from` into `to`, but for the files in `keep` (relative to `root`), which stay. */
async function moveExcept(root: string, from: string, to: string, keep: Map<string, string>) {
  const inside = relative(root, from);
  const kept = [...keep.keys()].some((file) => file.startsWith(`${inside}${sep}`));
  if (!kept) {
    await unlessMissing(rename(from, to), undefined);
    return;
  }
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const name = join(inside, entry.name);
    if (keep.has(name)) continue;
    if (entry.isDirectory())
      await moveExcept(root, join(from, entry.name), join(to, entry.name), keep);
    else await rename(join(from, entry.name), join(to, entry.name));
  }
}

async function moveAside(
  dataDir: string,
  summary: StoredSummary,
  store: Store,
  now: number,
  keep: Map<string, string>,
): Promise<string> {
  // Unique: an import cut off before its move is taken again, into a folder of its own.
  const aside = join(
    dataDir,
    `imported-outbox-${new Date(now).toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`,
  );
  await mkdir(aside, { recursive: true });
  for (const entry of oldEntries) {
    await moveExcept(dataDir, join(dataDir, entry), join(aside, entry), keep);
  }
  await store.db
    .insertInto('legacy_imports')
    .values({ folder: aside, imported_at: now, summary: JSON.stringify(summary) })
    .onConflict((conflict) => conflict.column('folder').doNothing())
    .execute();
  return aside;
}

/** As legacy_imports keeps it: the counts, and how many files were left in place. */
export interface StoredSummary {
  messages: number;
  held: number;
  consents: number;
  webhook: number;
  /** absent in imports made before what an earlier run took was counted apart */
  alreadyMessages?: number;
  alreadyConsents?: number;
  /** absent in imports made before bad files were left */
  left?: number;
}

export function describeImport(summary: StoredSummary): string {
  const { alreadyMessages = 0, alreadyConsents = 0 } = summary;
  const already =
    alreadyMessages + alreadyConsents > 0
      ? `; skipped as imported before: ${alreadyMessages} message(s), ${alreadyConsents} consent record(s)`
      : '';
  const left = summary.left ? `; ${summary.left} file(s) left in place` : '';
  return `${summary.messages} message(s) (${summary.held} held as spam), ${summary.webhook} CRM webhook state(s), ${summary.consents} consent record(s)${already}${left}`;
}

/** Every import this store has had, oldest first, for `status`. */
export async function readImports(store: Store) {
  const rows = await store.db
    .selectFrom('legacy_imports')
    .selectAll()
    .orderBy('imported_at')
    .execute();
  return rows.map((row) => ({
    folder: row.folder,
    importedAt: row.imported_at,
    summary: describeImport(JSON.parse(row.summary) as StoredSummary),
  }));
}
