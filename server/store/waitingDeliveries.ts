import type { DestinationName } from './lead';
import type { Store } from './store';

/** The destination's deliveries failing or waiting, failed ones first, then the oldest. */
export async function readWaitingDeliveries(
  store: Store,
  destination: DestinationName,
  limit: number,
) {
  const rows = await store.db
    .selectFrom('jobs')
    .innerJoin('leads', 'leads.id', 'jobs.key')
    .select([
      'jobs.key',
      'jobs.state',
      'jobs.attempts',
      'jobs.last_error',
      'jobs.run_at',
      'leads.fields',
      'leads.received_at',
    ])
    .where('jobs.task', '=', destination)
    .where('jobs.state', 'in', ['queued', 'sending', 'failed'])
    .orderBy((eb) => eb.case().when('jobs.state', '=', 'failed').then(0).else(1).end())
    .orderBy('leads.received_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    leadId: row.key,
    name: (JSON.parse(row.fields) as { name?: string }).name ?? '',
    state: row.state,
    attempts: row.attempts,
    lastAnswer: row.last_error,
    nextTryAt: row.state === 'queued' ? new Date(row.run_at).toISOString() : null,
  }));
}
