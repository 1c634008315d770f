import type { Selectable } from 'kysely';
import type { DestinationName, Lead } from './lead';
import type { Store } from './store';
import type { DeliveryTable, LeadTable } from './schema';

/** One destination's state of a lead, as operations read it. */
export interface DeliveryView {
  state: DeliveryTable['state'];
  attempts: number;
  firstAttemptAt?: string;
  lastAttemptAt?: string;
  lastError?: string;
  /** not tried before this time (queued ones) */
  nextAttemptAt?: string;
  failure?: DeliveryTable['failure'];
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

function deliveryView(row: Selectable<DeliveryTable>): DeliveryView {
  return {
    state: row.state,
    attempts: row.attempts,
    ...(row.first_attempt_at !== null && { firstAttemptAt: iso(row.first_attempt_at) }),
    ...(row.last_attempt_at !== null && { lastAttemptAt: iso(row.last_attempt_at) }),
    ...(row.last_error !== null && { lastError: row.last_error }),
    ...(row.state === 'queued' && { nextAttemptAt: iso(row.next_attempt_at) }),
    ...(row.failure !== null && { failure: row.failure }),
    ...(row.rejected_recipients !== null && {
      rejectedRecipients: JSON.parse(row.rejected_recipients) as string[],
    }),
  };
}

export function leadOf(
  row: Selectable<LeadTable>,
  deliveries: Selectable<DeliveryTable>[],
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
    ...(row.handled_at !== null && { handledAt: iso(row.handled_at) }),
    ...(row.spam_marked_at !== null && { spamMarkedAt: iso(row.spam_marked_at) }),
    deliveries: Object.fromEntries(
      deliveries.map((delivery) => [delivery.destination, deliveryView(delivery)]),
    ),
  };
}

export async function readLead(store: Store, id: string): Promise<StoredLead | undefined> {
  const [row, deliveries] = await Promise.all([
    store.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst(),
    store.db.selectFrom('deliveries').selectAll().where('lead_id', '=', id).execute(),
  ]);
  return row && leadOf(row, deliveries);
}

/** The leads still held that were received in [since, until), oldest first: the digest's list. */
export async function listHeldLeads(
  store: Store,
  { since, until }: { since: number; until: number },
): Promise<StoredLead[]> {
  const rows = await store.db
    .selectFrom('leads')
    .selectAll()
    .where('status', '=', 'held')
    .where('received_at', '>=', since)
    .where('received_at', '<', until)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  // A held lead goes nowhere: it has no deliveries.
  return rows.map((row) => leadOf(row, []));
}
