import { randomUUID } from 'node:crypto';
import { sql, type UpdateObject } from 'kysely';
import type { DestinationName } from './lead';
import type { ClaimedLeadRow } from './leads';
import type { Database, Failure, JobState, LeadTable } from './schema';
import type { Store } from './store';

/** A job a runner holds, with its try already counted and what its handler needs. */
export interface ClaimedJob {
  task: string;
  key: string;
  /** JSON as stored; null when the key says it all */
  payload: string | null;
  /** this try included */
  attempts: number;
  firstAttemptAt: number;
  /** names this claim alone: a later claim of the same job has another */
  claim: string;
  /** the lead the key names, for a lead's tasks; undefined when there is none (or no longer) */
  lead: ClaimedLeadRow | undefined;
}

/** A job as queued anew: no try yet, nobody holding it. */
export const freshJob = {
  state: 'queued' as const,
  attempts: 0,
  first_attempt_at: null,
  last_attempt_at: null,
  claimed_until: null,
  claim: null,
  last_error: null,
  failure: null,
  result: null,
};

/**
 * The store's clock, in ms, which times every claim: an instance whose own clock runs ahead would
 * take another's live claim for lapsed, and park its try in flight as cut off.
 */
const storeNow = (store: Store) =>
  store.engine === 'postgres'
    ? sql<number>`cast(extract(epoch from clock_timestamp()) * 1000 as bigint)`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;

/** `leaseMs` from now on the store's clock. */
const leaseFrom = (store: Store, leaseMs: number) =>
  sql<number>`${storeNow(store)} + cast(${leaseMs} as bigint)`;

/** A lead's deliveries, due at `now`; a destination the lead already has starts over. */
export async function queueLeadJobs(
  db: Store['db'],
  leadId: string,
  destinations: DestinationName[],
  now: number,
): Promise<void> {
  if (destinations.length === 0) return;
  await db
    .insertInto('jobs')
    .values(
      destinations.map((task) => ({ task, key: leadId, payload: null, run_at: now, ...freshJob })),
    )
    .onConflict((conflict) =>
      conflict.columns(['task', 'key']).doUpdateSet({ ...freshJob, run_at: now }),
    )
    .execute();
}

/** Scheduled runs: each row inserted unless it exists, so one of many instances owns each. */
export async function scheduleJobs(
  store: Store,
  runs: { task: string; key: string; runAt: number; payload?: string }[],
): Promise<void> {
  if (runs.length === 0) return;
  await store.db
    .insertInto('jobs')
    .values(
      runs.map(({ runAt, payload = null, ...run }) => ({
        ...run,
        payload,
        run_at: runAt,
        ...freshJob,
      })),
    )
    .onConflict((conflict) => conflict.columns(['task', 'key']).doNothing())
    .execute();
}

/**
 * Claims the oldest due job of `leases`' tasks and counts the try, in one statement that also
 * returns the lead its key names: PostgreSQL's SKIP LOCKED lets every instance claim side by
 * side; SQLite has one writer. A claim that runs out (its runner died or stalled) makes the job
 * due again for any runner, under a new claim token. `now` says what is due; the claim's lease
 * runs on the store's clock.
 */
export async function claimJob(
  store: Store,
  leases: Record<string, number>,
  now: number,
): Promise<ClaimedJob | undefined> {
  const tasks = Object.keys(leases);
  if (tasks.length === 0) return undefined;
  const claim = randomUUID();
  const leadColumn = <C extends keyof LeadTable>(column: C) =>
    sql<
      LeadTable[C] | null
    >`(select ${sql.ref(`leads.${column}`)} from leads where leads.id = jobs.key)`;
  const lease = sql<number>`${storeNow(store)} + case ${sql.join(
    tasks.map((task) => sql`when task = ${task} then cast(${leases[task] ?? 0} as bigint)`),
    sql` `,
  )} end`;
  const row = await store.db
    .updateTable('jobs')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      first_attempt_at: eb.fn.coalesce('first_attempt_at', eb.val(now)),
      last_attempt_at: now,
      claimed_until: lease,
      claim,
    }))
    .where(({ eb, or, refTuple, selectFrom }) =>
      eb(
        refTuple('task', 'key'),
        'in',
        selectFrom('jobs')
          .select(['task', 'key'])
          .where('state', '=', 'queued')
          .where('task', 'in', tasks)
          .where('run_at', '<=', now)
          .where((where) =>
            or([where('claimed_until', 'is', null), where('claimed_until', '<', storeNow(store))]),
          )
          .orderBy('run_at')
          .orderBy('key')
          .limit(1)
          .$if(store.engine === 'postgres', (query) => query.forUpdate().skipLocked())
          .$asTuple('task', 'key'),
      ),
    )
    .returning([
      'task',
      'key',
      'payload',
      'attempts',
      'first_attempt_at',
      leadColumn('id').as('lead_id'),
      leadColumn('received_at').as('lead_received_at'),
      leadColumn('status').as('lead_status'),
      leadColumn('fields').as('lead_fields'),
      leadColumn('source').as('lead_source'),
      leadColumn('consent').as('lead_consent'),
      leadColumn('screen').as('lead_screen'),
      leadColumn('attribution').as('lead_attribution'),
      leadColumn('eml').as('lead_eml'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    task: row.task,
    key: row.key,
    payload: row.payload,
    attempts: row.attempts,
    firstAttemptAt: row.first_attempt_at ?? now,
    claim,
    lead:
      row.lead_id === null
        ? undefined
        : {
            id: row.lead_id,
            received_at: Number(row.lead_received_at),
            status: row.lead_status ?? 'taken',
            fields: row.lead_fields ?? '{}',
            source: row.lead_source ?? '{}',
            consent: row.lead_consent,
            screen: row.lead_screen,
            attribution: row.lead_attribution,
            eml: row.lead_eml,
          },
  };
}

/**
 * Keeps a long try (the SMTP server's answer to the final dot may take minutes) claimed. False
 * when the claim is no longer this try's: another runner took the job, or it was settled.
 */
export async function renewClaim(store: Store, job: ClaimedJob, leaseMs: number) {
  return updateOwnJob(store, job, ['queued', 'sending'], {
    claimed_until: leaseFrom(store, leaseMs),
  });
}

/** Writes `set` to the job while it is in `states` and still this try's claim; false when not. */
async function updateOwnJob(
  store: Store,
  job: ClaimedJob,
  states: JobState[],
  set: UpdateObject<Database, 'jobs'>,
): Promise<boolean> {
  const { numUpdatedRows } = await store.db
    .updateTable('jobs')
    .set(set)
    .where('task', '=', job.task)
    .where('key', '=', job.key)
    .where('claim', '=', job.claim)
    .where('state', 'in', states)
    .executeTakeFirst();
  return numUpdatedRows !== 0n;
}

/**
 * The try is going past its point of no return (the SMTP server accepted DATA): from here, a
 * runner dying leaves the job `sending`, which is never tried again blindly. False when the claim
 * is gone (it lapsed and another runner holds the job): the try must stop here.
 */
export async function markPastPointOfNoReturn(store: Store, job: ClaimedJob, leaseMs: number) {
  return updateOwnJob(store, job, ['queued'], {
    state: 'sending',
    claimed_until: leaseFrom(store, leaseMs),
  });
}

/**
 * Tries past the point of no return whose runner died (their claim ran out): the destination
 * may have them, so they are parked as unconfirmed for a person, with `reason`, or what
 * `reasonOf` says of a job when it says more. Returns the jobs this call parked.
 */
export async function parkCutOffJobs(
  store: Store,
  reason: string,
  reasonOf: (job: { task: string; payload: string | null }) => string | undefined = () => undefined,
) {
  const parked = await store.db
    .updateTable('jobs')
    .set({ state: 'failed', failure: 'unconfirmed', last_error: reason, claimed_until: null })
    .where('state', '=', 'sending')
    .where('claimed_until', '<', storeNow(store))
    .returning(['task', 'key', 'payload'])
    .execute();
  return Promise.all(
    parked.map(async (job) => {
      const own = reasonOf(job);
      if (own === undefined) return { ...job, reason };
      // An operator's retry meanwhile has put it back in the queue: nothing to note then.
      await store.db
        .updateTable('jobs')
        .set({ last_error: own })
        .where('task', '=', job.task)
        .where('key', '=', job.key)
        .where('state', '=', 'failed')
        .where('failure', '=', 'unconfirmed')
        .execute();
      return { ...job, reason: own };
    }),
  );
}

/** `payload`, when given, replaces the job's: what its next try (or a person's retry) reads. */
export type Settlement =
  | { state: 'done'; result?: unknown }
  | { state: 'queued'; runAt: number; lastError: string; payload?: string }
  | { state: 'failed'; failure: Failure; lastError: string; payload?: string };

/**
 * What the try came to, written only while the job is still this try's claim. False when it
 * matched nothing: the claim was lost (another runner took the job, an operator queued it
 * again, the lead was purged), and the try must be reported as lost, never as done.
 */
export async function settleJob(store: Store, job: ClaimedJob, settlement: Settlement) {
  return updateOwnJob(store, job, ['sending', 'queued'], {
    state: settlement.state,
    // The try holds nothing once settled: its renewal or mark still on the way finds no claim.
    claim: null,
    claimed_until: null,
    ...(settlement.state === 'done' && {
      result: settlement.result === undefined ? null : JSON.stringify(settlement.result),
    }),
    ...(settlement.state === 'queued' && {
      run_at: settlement.runAt,
      last_error: settlement.lastError,
    }),
    ...(settlement.state === 'failed' && {
      failure: settlement.failure,
      last_error: settlement.lastError,
    }),
    ...(settlement.state !== 'done' &&
      settlement.payload !== undefined && { payload: settlement.payload }),
  });
}

/** When the next queued job of these tasks falls due, on the clock of `now`; undefined when none waits. */
export async function nextDueAt(
  store: Store,
  tasks: string[],
  now: number,
): Promise<number | undefined> {
  if (tasks.length === 0) return undefined;
  // A job another runner holds is due when its claim runs out, not before: counting it due at
  // once would have this runner ask again and again while the other one works. The claim runs
  // out on the store's clock: so long from `now`.
  const claimEnds = sql<number>`claimed_until - ${storeNow(store)} + cast(${now} as bigint)`;
  const row = await store.db
    .selectFrom('jobs')
    .select(
      sql<number | null>`min(case when ${claimEnds} > run_at then ${claimEnds} else run_at end)`.as(
        'due',
      ),
    )
    .where('state', '=', 'queued')
    .where('task', 'in', tasks)
    .executeTakeFirst();
  return row?.due === null || row?.due === undefined ? undefined : Number(row.due);
}

/** Jobs of these tasks done or given up, due before `before`, go: no later run reads them. */
export async function forgetOldJobs(store: Store, tasks: string[], before: number) {
  await store.db
    .deleteFrom('jobs')
    .where('task', 'in', tasks)
    .where('state', 'in', ['done', 'failed'])
    .where('run_at', '<', before)
    .execute();
}

/** What the task's latest done job reported, as JSON text; undefined when none did. */
export async function lastResult(store: Store, task: string): Promise<string | undefined> {
  const row = await store.db
    .selectFrom('jobs')
    .select('result')
    .where('task', '=', task)
    .where('state', '=', 'done')
    .orderBy('last_attempt_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.result ?? undefined;
}
