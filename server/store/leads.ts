import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { destinationNames, type DestinationName, type Lead } from './lead';
import type { Store } from './store';
import type { Database, JobTable, LeadTable } from './schema';

/** One destination's state of a lead, as operations read it. */
export interface DeliveryView {
  state: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  firstAttemptAt?: string;
  lastAttemptAt?: string;
  lastError?: string;
  /** not tried before this time (queued ones) */
  nextAttemptAt?: string;
  failure?: JobTable['failure'];
  rejectedRecipients?: string[];
}

export interface StoredLead extends Lead {
  status: LeadTable['status'];
  /** the message exactly as the old file outbox kept it, for a lead imported from there */
  eml?: string;
  /** when a person marked it handled in the console */
  handledAt?: string;
  /** when a person marked it as spam in the console */
  spamMarkedAt?: string;
  deliveries: Partial<Record<DestinationName, DeliveryView>>;
}

/**
 * Where a lead stands, in the words the outbox command has always used: `spam` held, otherwise
 * its e-mail's state (`pending` until the inbox has it, `sent`, or `failed` for a person).
 */
export type Folder = 'pending' | 'sent' | 'failed' | 'spam';
export const folders: Folder[] = ['pending', 'sent', 'failed', 'spam'];

export function folderOf(lead: Pick<StoredLead, 'status' | 'deliveries'>): Folder {
  if (lead.status === 'held') return 'spam';
  const state = lead.deliveries.email?.state;
  return state === 'sent' || state === 'failed' ? state : 'pending';
}

const iso = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());

function deliveryView(row: Selectable<JobTable>): DeliveryView {
  return {
    state: row.state === 'done' ? 'sent' : row.state,
    attempts: row.attempts,
    ...(row.first_attempt_at !== null && { firstAttemptAt: iso(row.first_attempt_at) }),
    ...(row.last_attempt_at !== null && { lastAttemptAt: iso(row.last_attempt_at) }),
    ...(row.last_error !== null && { lastError: row.last_error }),
    ...(row.state === 'queued' && { nextAttemptAt: iso(row.run_at) }),
    ...(row.failure !== null && { failure: row.failure }),
    ...(row.result !== null && { rejectedRecipients: JSON.parse(row.result) as string[] }),
  };
}

/** What a person marked in the console; the claim of a lead's job does without it. */
type PersonMarks = 'handled_at' | 'spam_marked_at';

/**
 * The lead's columns a handler needs, as the claim of its job returns them: what it says and
 * where it stands, not the store's bookkeeping.
 */
export type ClaimedLeadRow = Omit<LeadTable, 'visitor' | 'digest_day' | PersonMarks>;

/** A lead's row as stored (the claim of its job returns it too) in the shape operations read. */
export function leadOf(
  row: ClaimedLeadRow & Partial<Pick<LeadTable, PersonMarks>>,
  deliveries: Selectable<JobTable>[] = [],
): StoredLead {
  return {
    id: row.id,
    receivedAt: new Date(row.received_at).toISOString(),
    message: JSON.parse(row.fields) as Lead['message'],
    source: JSON.parse(row.source) as Lead['source'],
    ...(row.consent !== null && { consent: JSON.parse(row.consent) as Lead['consent'] }),
    ...(row.screen !== null && { screen: JSON.parse(row.screen) as Lead['screen'] }),
    ...(row.attribution !== null && {
      attribution: JSON.parse(row.attribution) as Lead['attribution'],
    }),
    status: row.status,
    ...(row.eml !== null && { eml: row.eml }),
    ...(typeof row.handled_at === 'number' && { handledAt: iso(row.handled_at) }),
    ...(typeof row.spam_marked_at === 'number' && { spamMarkedAt: iso(row.spam_marked_at) }),
    deliveries: Object.fromEntries(
      deliveries.map((delivery) => [delivery.task, deliveryView(delivery)]),
    ),
  };
}

/** The deliveries of the leads `ids`: their jobs, as a condition for a select or a delete. */
export const leadJobsOf =
  (ids: string[]) =>
  ({ eb, and }: ExpressionBuilder<Database, 'jobs'>) =>
    and([eb('task', 'in', destinationNames), eb('key', 'in', ids)]);

/** The row that stores `lead`; `row` gives what the lead does not say, or says otherwise. */
export function leadRow(
  lead: Lead,
  row: Pick<LeadTable, 'status' | 'visitor' | 'eml'> & Partial<LeadTable>,
) {
  return {
    id: lead.id,
    received_at: Date.parse(lead.receivedAt),
    fields: JSON.stringify(lead.message),
    source: JSON.stringify(lead.source),
    consent: lead.consent ? JSON.stringify(lead.consent) : null,
    screen: lead.screen ? JSON.stringify(lead.screen) : null,
    attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
    ...row,
  };
}

export async function readLead(store: Store, id: string): Promise<StoredLead | undefined> {
  const [row, deliveries] = await Promise.all([
    store.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst(),
    store.db
      .selectFrom('jobs')
      .selectAll()
      .where(leadJobsOf([id]))
      .execute(),
  ]);
  return row && leadOf(row, deliveries);
}

/**
 * The leads still held that were received in [since, until), oldest first: the digest's list.
 * `namedBy`: only those the digest of that day named.
 */
export async function listHeldLeads(
  store: Store,
  { since, until, namedBy }: { since: number; until: number; namedBy?: string },
): Promise<StoredLead[]> {
  const rows = await store.db
    .selectFrom('leads')
    .selectAll()
    .where('status', '=', sql.lit('held'))
    .$if(namedBy !== undefined, (query) => query.where('digest_day', '=', namedBy ?? ''))
    .where('received_at', '>=', since)
    .where('received_at', '<', until)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  // A held lead goes nowhere: it has no deliveries.
  return rows.map((row) => leadOf(row));
}

/** The job of the day's digest of held leads, keyed by its day (YYYY-MM-DD). */
export const heldDigestTask = 'held-digest';

/**
 * Where the first digest's period ended and the last one's, of the digests some MAIL_TO address
 * took: the next period starts at the last, and the held leads no digest named are looked for
 * back to the first digest's period. A digest retried for an address keeps its period in its
 * payload, past which its last try may have come a day later; one nobody took, or done in one
 * try, ends where its try began. A digest given up before anybody took it still counts for the
 * first, from its first try: the next digest names what it held, even when it was the very first.
 */
export async function digestEnds(store: Store) {
  // A digest's payload is its progress (sendToTheRest's), JSON, or null.
  const periodEnd =
    store.engine === 'postgres'
      ? sql<string>`coalesce(cast(cast(payload as json) ->> 'until' as bigint), last_attempt_at)`
      : sql<number>`coalesce(json_extract(payload, '$.until'), last_attempt_at)`;
  const row = await store.db
    .selectFrom('jobs')
    .select((eb) => {
      const taken = eb.or([eb('state', '=', 'done'), eb('payload', 'is not', null)]);
      const tried = eb.case().when(taken).then(periodEnd).else(eb.ref('first_attempt_at')).end();
      return [
        eb.fn.min(tried).as('first'),
        eb.fn.max(eb.case().when(taken).then(periodEnd).end()).as('last'),
      ];
    })
    .where('task', '=', heldDigestTask)
    .executeTakeFirst();
  const at = (value: string | number | null | undefined) =>
    value === null || value === undefined ? undefined : Number(value);
  return { first: at(row?.first), last: at(row?.last) };
}

/**
 * The held leads received in [since, until) that no digest named become the day's digest's, in
 * one statement, before it is mailed: two days' digests tried at once (after an outage) would
 * otherwise both list, and name, the same ones.
 */
export async function takeForDigest(store: Store, day: string, since: number, until: number) {
  await store.db
    .updateTable('leads')
    .set({ digest_day: day })
    // A literal, as the index of the undigested ones says it: SQLite uses a partial index only then.
    .where('status', '=', sql.lit('held'))
    .where('digest_day', 'is', null)
    .where('received_at', '>=', since)
    .where('received_at', '<', until)
    .execute();
}

/** The day's digest reached nobody: its leads are the next digest's to name, its retry's or a later day's. */
export async function giveBackFromDigest(store: Store, day: string) {
  await store.db
    .updateTable('leads')
    .set({ digest_day: null })
    .where('digest_day', '=', day)
    .execute();
}
