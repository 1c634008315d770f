import { sql } from 'kysely';
import type { DestinationName } from './lead';
import type { Store } from './store';

export interface DestinationBacklog {
  /** queued, or being tried right now */
  pending: number;
  failed: number;
  /** when the oldest lead still pending arrived; undefined when none is */
  oldestPendingAt: number | undefined;
  /**
   * Of the pending, those part of whose delivery is done (a job's payload is set only by a try
   * that did part of it): an e-mail some MAIL_TO addresses have while others wait for it.
   */
  partlyDone: { count: number; oldestAt: number | undefined };
  /** when the oldest pending lead no part of whose delivery is done arrived */
  oldestUntouchedAt: number | undefined;
}

const timeOf = (at: number | string | null | undefined) =>
  at === null || at === undefined ? undefined : Number(at);

const pendingStates = ['queued', 'sending'] as const;

/** The task's done and failed jobs, as job_totals keeps them: one row, however many. */
async function readTotals(store: Store, task: string) {
  const row = await store.db
    .selectFrom('job_totals')
    .select(['done', 'failed'])
    .where('task', '=', task)
    .executeTakeFirst();
  return { done: Number(row?.done ?? 0), failed: Number(row?.failed ?? 0) };
}

/**
 * What metrics, alerts and readiness read at every scrape: the destination's pending jobs from
 * jobs_by_state's range of those states alone, its failed ones kept counted (nothing deletes
 * them), and its oldest pending lead.
 */
export async function readDestinationBacklog(
  store: Store,
  destination: DestinationName,
): Promise<DestinationBacklog> {
  const [pending, totals, oldest] = await Promise.all([
    store.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('task', '=', destination)
      .where('state', 'in', pendingStates)
      .executeTakeFirst(),
    readTotals(store, destination),
    store.db
      .selectFrom('jobs')
      .innerJoin('leads', 'leads.id', 'jobs.key')
      .select((eb) => {
        const partly = eb('jobs.payload', 'is not', null);
        const receivedIf = (done: typeof partly) =>
          eb.case().when(done).then(eb.ref('leads.received_at')).end();
        return [
          eb.fn.min('leads.received_at').as('at'),
          eb.fn.min(receivedIf(partly)).as('partlyAt'),
          eb.fn.min(receivedIf(eb('jobs.payload', 'is', null))).as('untouchedAt'),
          eb.fn.count(receivedIf(partly)).as('partly'),
        ];
      })
      .where('jobs.task', '=', destination)
      .where('jobs.state', 'in', pendingStates)
      .executeTakeFirst(),
  ]);
  return {
    pending: Number(pending?.count ?? 0),
    failed: totals.failed,
    oldestPendingAt: timeOf(oldest?.at),
    partlyDone: { count: Number(oldest?.partly ?? 0), oldestAt: timeOf(oldest?.partlyAt) },
    oldestUntouchedAt: timeOf(oldest?.untouchedAt),
  };
}

/** How many leads the destination has: for the operator's `status`, not for every scrape. */
export async function countDelivered(store: Store, destination: DestinationName): Promise<number> {
  return (await readTotals(store, destination)).done;
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

/**
 * The destination's latest delivery and latest error, for the operator's `status`. A delivery is
 * also a message some MAIL_TO addresses took while others wait: its job's payload says when.
 */
export async function readLastOutcomes(store: Store, destination: DestinationName) {
  const sentAt =
    store.engine === 'postgres'
      ? sql<string | null>`cast(cast(payload as json) ->> 'sentAt' as bigint)`
      : sql<number | null>`json_extract(payload, '$.sentAt')`;
  const [delivered, partly, failing] = await Promise.all([
    store.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.max('last_attempt_at').as('at'))
      .where('task', '=', destination)
      .where('state', '=', 'done')
      .executeTakeFirst(),
    store.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.max(sentAt).as('at'))
      .where('task', '=', destination)
      .where('state', 'in', [...pendingStates, 'failed'])
      .where('payload', 'is not', null)
      .executeTakeFirst(),
    // jobs_last_error holds only the jobs with an error, newest last.
    store.db
      .selectFrom('jobs')
      .select(['key', 'last_attempt_at', 'last_error'])
      .where('task', '=', destination)
      .where('last_error', 'is not', null)
      .orderBy('last_attempt_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const deliveredAt = [delivered?.at, partly?.at].map(timeOf).filter((at) => at !== undefined);
  return {
    lastDeliveredAt: deliveredAt.length > 0 ? Math.max(...deliveredAt) : undefined,
    lastError:
      failing?.last_error != null && failing.last_attempt_at !== null
        ? { at: failing.last_attempt_at, leadId: failing.key, reason: failing.last_error }
        : undefined,
  };
}

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
    .$narrowType<{ state: 'queued' | 'sending' | 'failed' }>()
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
