import { sql, type Selectable } from 'kysely';
import { destinationNames, type DestinationName, type Lead } from './lead';
import type { Store } from './store';
import type { JobTable, LeadRecord, LeadTable } from './schema';

/** One destination's state of a lead, as operations read it. */
export interface DeliveryView {
  state: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  firstAttemptAt?: string;
  lastAttemptAt?: string;
  lastError?: string;
  failure?: JobTable['failure'];
  rejectedRecipients?: string[];
}

export interface StoredLead extends Lead {
  status: LeadTable['status'];
  /** the message exactly as the old file outbox kept it, for a lead imported from there */
  eml?: string;
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
    ...(row.failure !== null && { failure: row.failure }),
    ...(row.result !== null && { rejectedRecipients: JSON.parse(row.result) as string[] }),
  };
}

/** A lead's row as stored (the claim of its job returns it too) in the shape operations read. */
export function leadOf(row: LeadRecord, deliveries: Selectable<JobTable>[] = []): StoredLead {
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
    deliveries: Object.fromEntries(
      deliveries.map((delivery) => [delivery.task, deliveryView(delivery)]),
    ),
  };
}

export async function readLead(store: Store, id: string): Promise<StoredLead | undefined> {
  const [row, deliveries] = await Promise.all([
    store.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst(),
    store.db
      .selectFrom('jobs')
      .selectAll()
      .where('task', 'in', destinationNames)
      .where('key', '=', id)
      .execute(),
  ]);
  return row && leadOf(row, deliveries);
}

/** Every lead received since `since` (all when undefined), newest first. */
export async function listLeads(store: Store, since?: number): Promise<StoredLead[]> {
  const [rows, deliveries] = await Promise.all([
    store.db
      .selectFrom('leads')
      .selectAll()
      .$if(since !== undefined, (query) => query.where('received_at', '>=', since ?? 0))
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    store.db.selectFrom('jobs').selectAll().where('task', 'in', destinationNames).execute(),
  ]);
  const byLead = new Map<string, Selectable<JobTable>[]>();
  for (const delivery of deliveries) {
    byLead.set(delivery.key, [...(byLead.get(delivery.key) ?? []), delivery]);
  }
  return rows.map((row) => leadOf(row, byLead.get(row.id) ?? []));
}

/**
 * The leads still held that were received in [since, until), oldest first: the digest's list.
 * `undigested`: only those no daily digest has named yet.
 */
export async function listHeldLeads(
  store: Store,
  { since, until, undigested = false }: { since: number; until: number; undigested?: boolean },
): Promise<StoredLead[]> {
  const rows = await store.db
    .selectFrom('leads')
    .selectAll()
    // A literal, as the index of the undigested ones says it: SQLite uses a partial index only then.
    .where('status', '=', sql.lit('held'))
    .$if(undigested, (query) => query.where('digest_day', 'is', null))
    .where('received_at', '>=', since)
    .where('received_at', '<', until)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  // A held lead goes nowhere: it has no deliveries.
  return rows.map((row) => leadOf(row));
}
