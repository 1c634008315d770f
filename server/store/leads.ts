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
  failure?: DeliveryTable['failure'];
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

function deliveryView(row: Selectable<DeliveryTable>): DeliveryView {
  return {
    state: row.state,
    attempts: row.attempts,
    ...(row.first_attempt_at !== null && { firstAttemptAt: iso(row.first_attempt_at) }),
    ...(row.last_attempt_at !== null && { lastAttemptAt: iso(row.last_attempt_at) }),
    ...(row.last_error !== null && { lastError: row.last_error }),
    ...(row.failure !== null && { failure: row.failure }),
    ...(row.rejected_recipients !== null && {
      rejectedRecipients: JSON.parse(row.rejected_recipients) as string[],
    }),
  };
}

function leadOf(row: Selectable<LeadTable>, deliveries: Selectable<DeliveryTable>[]): StoredLead {
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
    store.db.selectFrom('deliveries').selectAll().execute(),
  ]);
  const byLead = new Map<string, Selectable<DeliveryTable>[]>();
  for (const delivery of deliveries) {
    byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery]);
  }
  return rows.map((row) => leadOf(row, byLead.get(row.id) ?? []));
}
