import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { emailKey, phoneKey } from '../../server/store/consents';
import { newMessageId } from '../../server/store/lead';
import { migrateUpTo } from '../../server/store/migrations';
import { connectStore, type StoreSettings } from '../../server/store/openStore';

/**
 * The schema the seed writes, as it stood at this migration: a store of that age, which the
 * server's start then migrates like any old store (so the seed holds whatever later migrations
 * change, and the bench times their start on a million leads too).
 */
const seededSchema = '2026-11-26-3-insight';

/** The tables of `seededSchema` the seed fills, typed here: later schemas may differ. */
interface SeedTables {
  leads: {
    id: string;
    received_at: number;
    status: 'taken' | 'held';
    fields: string;
    source: string;
    consent: string | null;
    screen: string | null;
    visitor: string;
    attribution: string | null;
    eml: string | null;
  };
  deliveries: {
    lead_id: string;
    destination: 'email';
    state: 'queued' | 'sent' | 'failed';
    attempts: number;
    first_attempt_at: number | null;
    last_attempt_at: number | null;
    next_attempt_at: number;
    claimed_until: number | null;
    last_error: string | null;
    failure: 'refused' | null;
    rejected_recipients: string | null;
  };
  consents: {
    lead_id: string;
    given_at: number;
    phone_key: string;
    email_key: string;
    record: string;
  };
}

const dayMs = 24 * 60 * 60 * 1000;
/** rows per INSERT: 11 columns of a delivery stay under both engines' bound parameters */
const rowsPerInsert = 1000;
/** rows per transaction: one transaction of a million would hold a WAL of gigabytes */
const rowsPerTransaction = 50_000;

const consentText =
  'I agree to receive text messages from the company about my enquiry. Message and data rates may apply. Reply STOP to opt out.';
const consentSha = createHash('sha256').update(consentText).digest('hex');
const message =
  'We are looking for two senior engineers to help us move our order system to the cloud this spring. Could we talk about rates and a start date next week?';
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The phone number of the i-th lead: unique for ten million leads. */
export function seededPhone(index: number): string {
  return `+1 480 ${pad(Math.floor(index / 10_000) % 1000, 3)} ${pad(index % 10_000, 4)}`;
}

/** Every fifth lead gave SMS consent. */
const consentEvery = 5;

interface SeedRows {
  leads: SeedTables['leads'][];
  deliveries: SeedTables['deliveries'][];
  consents: SeedTables['consents'][];
}

/**
 * The i-th of `total` leads: 5 % held by the screen (all within the last 25 days, inside
 * SPAM_RETENTION_DAYS' 30), 4 % refused by the SMTP server, one in 10,000 still pending, the rest
 * delivered; received over the last 700 days (inside RETENTION_DAYS' 730), so the server's
 * retention at start deletes none of them.
 */
function rowsOf(index: number, total: number, now: number, rows: SeedRows): void {
  const kind = index % 100;
  const held = kind < 5;
  const receivedAt = held
    ? now - 25 * dayMs + Math.floor((index / total) * 25 * dayMs)
    : now - 700 * dayMs + Math.floor((index / total) * 699 * dayMs);
  const id = newMessageId(new Date(receivedAt));
  const phone = seededPhone(index);
  const email = `person${index}@example.com`;
  const consent =
    !held && index % consentEvery === 0
      ? { version: '2026-01', text: consentText, sha256: consentSha }
      : undefined;
  const source = {
    page: 'https://www.example.com/contact',
    ip: `203.0.113.${index % 250}`,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    javascript: true,
  };
  rows.leads.push({
    id,
    received_at: receivedAt,
    status: held ? 'held' : 'taken',
    fields: JSON.stringify({
      name: `Person ${index}`,
      email,
      phone,
      company: 'Example Inc',
      message,
    }),
    source: JSON.stringify(source),
    consent: consent ? JSON.stringify(consent) : null,
    screen: JSON.stringify(
      held
        ? {
            held: true,
            verdict: 'held',
            score: 12,
            reasons: [{ layer: 'links', points: 12, why: 'three links in the message' }],
          }
        : { held: false, verdict: 'passed', score: 0, reasons: [] },
    ),
    visitor: createHash('sha256').update(String(index)).digest('base64url').slice(0, 22),
    attribution: null,
    eml: null,
  });
  if (!held) {
    const failed = kind < 9;
    const pending = index % 10_000 === 9_999;
    rows.deliveries.push({
      lead_id: id,
      destination: 'email',
      state: pending ? 'queued' : failed ? 'failed' : 'sent',
      attempts: pending ? 0 : 1,
      first_attempt_at: pending ? null : receivedAt + 1000,
      last_attempt_at: pending ? null : receivedAt + 1000,
      next_attempt_at: receivedAt,
      claimed_until: null,
      last_error: failed && !pending ? 'refused permanently: 550 No such user' : null,
      failure: failed && !pending ? 'refused' : null,
      rejected_recipients: null,
    });
  }
  if (consent) {
    rows.consents.push({
      lead_id: id,
      given_at: receivedAt,
      phone_key: phoneKey(phone),
      email_key: emailKey(email),
      record: JSON.stringify({
        leadId: id,
        givenAt: new Date(receivedAt).toISOString(),
        phone,
        email,
        ...consent,
        ...source,
      }),
    });
  }
}

async function insertAll(db: Kysely<SeedTables>, rows: SeedRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['leads', 'deliveries', 'consents'] as const) {
      const all = rows[table];
      for (let start = 0; start < all.length; start += rowsPerInsert) {
        await trx
          .insertInto(table)
          .values(all.slice(start, start + rowsPerInsert) as never)
          .execute();
      }
    }
  });
}

/**
 * `total` leads written straight into a fresh store (multi-row inserts, a transaction per
 * 50,000), not through the API: a million take a minute, not a day. Returns the seconds it took.
 */
export async function seedLeads(settings: StoreSettings, total: number): Promise<number> {
  const started = performance.now();
  const connection = connectStore(settings);
  try {
    await migrateUpTo(connection.db as Kysely<unknown>, connection.engine, seededSchema);
    const db = connection.db as unknown as Kysely<SeedTables>;
    const now = Date.now();
    for (let start = 0; start < total; start += rowsPerTransaction) {
      const rows: SeedRows = { leads: [], deliveries: [], consents: [] };
      for (let index = start; index < Math.min(total, start + rowsPerTransaction); index += 1) {
        rowsOf(index, total, now, rows);
      }
      await insertAll(db, rows);
    }
  } finally {
    await connection.close();
  }
  return (performance.now() - started) / 1000;
}
