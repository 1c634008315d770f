import type { ClaimedJob } from '../store/jobs';
import type { StoredLead } from '../store/leads';
import type { RetrySchedule } from './retrySchedule';

/**
 * What one try of a job came to. `payload`, on a try that did part of the job: the job's payload
 * from now on, which its next try reads (the e-mail's addresses that have it already).
 */
export type Outcome =
  /** `result`: what the next run of a scheduled task reads back (lastResult) */
  | { kind: 'done'; result?: unknown }
  /**
   * try again later, after `retryAfterMs` when the destination named a time; `taskDown`: the
   * destination itself failed, not this job, so the task pauses rather than try the next
   */
  | {
      kind: 'retry';
      reason: string;
      error?: Error;
      retryAfterMs?: number;
      taskDown: boolean;
      payload?: string;
    }
  | {
      kind: 'failed';
      failure: 'refused' | 'unconfirmed';
      reason: string;
      error?: Error;
      payload?: string;
    }
  /** 410: the destination is gone; the task runs no more until a restart */
  | { kind: 'disabled'; reason: string };

/**
 * Lets a burst of new leads end before the task runs: it waits until `quietMs` have gone by
 * without a new lead, but never longer than `maxWaitMs` after the burst's first lead.
 */
export interface BurstWait {
  quietMs: number;
  maxWaitMs: number;
}

/** The claim was taken over (it lapsed while this try stalled): the try must stop. */
export class ClaimLost extends Error {
  override name = 'ClaimLost';
}

/** One try as its handler sees it. */
export interface Attempt {
  job: ClaimedJob;
  /** when the runner claimed it, on the runner's clock */
  at: number;
  /** the lead the job's key names, for a lead's tasks */
  lead: StoredLead | undefined;
  /**
   * The job may now take effect even if the try fails from here (the SMTP server accepted DATA):
   * a runner dying after this is never followed by a blind retry. Resolves once the store has
   * it; throws ClaimLost when the claim is no longer this try's, and the try must stop.
   */
  pastPointOfNoReturn(): Promise<void>;
}

/** A kind of job: its handler and how its tries are spaced. */
export interface Task {
  readonly name: string;
  readonly retry: RetrySchedule;
  /** how long a claim lasts; renewed while a try takes longer */
  readonly leaseMs: number;
  readonly burstWait?: BurstWait;
  /**
   * A task done on a clock: the run due at `now`, if any. Every instance asks at its start and on
   * its poll and inserts the row unless it exists (graphile-worker's cron): the first one owns it.
   */
  scheduled?(now: number): { key: string; runAt: number } | undefined;
  run(attempt: Attempt): Promise<Outcome>;
  /**
   * What a person should check of a try its instance died in past the point of no return, when
   * the job's `payload` says more than the runner's note for every task.
   */
  cutOffReason?(payload: string | null): string | undefined;
  close?(): void;
}
