import type { DestinationName } from './lead';
import type { Store } from './store';
import type { DeliveryState } from './schema';

export interface DestinationBacklog {
  /** queued, or being tried right now */
  pending: number;
  sent: number;
  failed: number;
  /** when the oldest lead still pending arrived; undefined when none is */
  oldestPendingAt: number | undefined;
}

/** One query: every delivery of the destination, counted by state. */
export async function readDestinationBacklog(
  store: Store,
  destination: DestinationName,
): Promise<DestinationBacklog> {
  const rows = await store.db
    .selectFrom('deliveries')
    .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
    .select((eb) => [
      'deliveries.state',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('leads.received_at').as('oldest'),
    ])
    .where('deliveries.destination', '=', destination)
    .groupBy('deliveries.state')
    .execute();
  const of = (...states: DeliveryState[]) => rows.filter((row) => states.includes(row.state));
  const pending = of('queued', 'sending');
  const oldest = pending.map((row) => Number(row.oldest));
  return {
    pending: pending.reduce((sum, row) => sum + Number(row.count), 0),
    sent: Number(of('sent')[0]?.count ?? 0),
    failed: Number(of('failed')[0]?.count ?? 0),
    oldestPendingAt: oldest.length > 0 ? Math.min(...oldest) : undefined,
  };
}

/** Leads the screen holds, every one or those received since `since`. */
export async function countHeld(store: Store, since?: number): Promise<number> {
  const row = await store.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'held')
    .$if(since !== undefined, (query) => query.where('received_at', '>=', since ?? 0))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface LastOutcomes {
  lastDeliveredAt: number | undefined;
  lastError: { at: number; leadId: string; reason: string } | undefined;
}

/** The destination's latest delivery and latest error, for the operator's `status`. */
export async function readLastOutcomes(
  store: Store,
  destination: DestinationName,
): Promise<LastOutcomes> {
  const [delivered, failing] = await Promise.all([
    store.db
      .selectFrom('deliveries')
      .select((eb) => eb.fn.max('last_attempt_at').as('at'))
      .where('destination', '=', destination)
      .where('state', '=', 'sent')
      .executeTakeFirst(),
    store.db
      .selectFrom('deliveries')
      .select(['lead_id', 'last_attempt_at', 'last_error'])
      .where('destination', '=', destination)
      .where('last_error', 'is not', null)
      .orderBy('last_attempt_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    lastDeliveredAt: delivered?.at ?? undefined,
    lastError:
      failing?.last_error != null && failing.last_attempt_at !== null
        ? { at: failing.last_attempt_at, leadId: failing.lead_id, reason: failing.last_error }
        : undefined,
  };
}

const probeId = 'readiness-probe';

/**
 * Can a lead be stored right now: a real write to the leads table, committed (so a full disk or a
 * read-only file shows), of a row removed in the same transaction, so no one ever reads it.
 */
export async function isStoreWritable(store: Store): Promise<boolean> {
  try {
    await store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values({
          id: probeId,
          received_at: 0,
          status: 'held',
          fields: '{}',
          source: '{}',
          consent: null,
          screen: null,
          visitor: probeId,
          eml: null,
        })
        .execute();
      await trx.deleteFrom('leads').where('id', '=', probeId).execute();
    });
    return true;
  } catch {
    return false;
  }
}
