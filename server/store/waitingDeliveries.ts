import type { DestinationName } from './lead';
import type { Store } from './store';

/** The destination's deliveries failing or waiting, failed ones first, then the oldest. */
export async function readWaitingDeliveries(
  store: Store,
  destination: DestinationName,
  limit: number,
) {
  const rows = await store.db
    .selectFrom('deliveries')
    .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
    .select([
      'deliveries.lead_id',
      'deliveries.state',
      'deliveries.attempts',
      'deliveries.last_error',
      'deliveries.next_attempt_at',
      'leads.fields',
      'leads.received_at',
    ])
    .where('deliveries.destination', '=', destination)
    .where('deliveries.state', 'in', ['queued', 'sending', 'failed'])
    .orderBy((eb) => eb.case().when('deliveries.state', '=', 'failed').then(0).else(1).end())
    .orderBy('leads.received_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    name: (JSON.parse(row.fields) as { name?: string }).name ?? '',
    state: row.state,
    attempts: row.attempts,
    lastAnswer: row.last_error,
    nextTryAt: row.state === 'queued' ? new Date(row.next_attempt_at).toISOString() : null,
  }));
}
