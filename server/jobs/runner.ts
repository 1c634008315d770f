import type { FastifyBaseLogger } from 'fastify';
import type { LeadEvents } from '../leadEvents';
import {
  claimJob,
  markPastPointOfNoReturn,
  nextDueAt,
  parkCutOffJobs,
  renewClaim,
  scheduleJobs,
  settleJob,
  type ClaimedJob,
  type Settlement,
} from '../store/jobs';
import { destinationNames, type DestinationName } from '../store/lead';
import { leadOf } from '../store/leads';
import type { Store } from '../store/store';
import { retryDelayMs } from './retrySchedule';
import { ClaimLost, type Outcome, type Task } from './task';

const cutOffReason =
  'unconfirmed: the server stopped during the send, after the message went out, so the destination may have it; check the inbox for its Message-ID before `npm run outbox -- retry`';

const isLeadTask = (task: string): task is DestinationName =>
  (destinationNames as readonly string[]).includes(task);

/**
 * The one runner of an instance: claims the oldest due job of every task that is free to run,
 * runs its handler with the claim renewed while it lasts, and settles what it came to. Each task
 * has at most one try in flight, so a slow CRM never holds the mail up. A task whose destination
 * is down pauses on its own backoff; a job the destination defers waits on its own.
 */
export class JobRunner {
  private readonly tasks: Map<string, Task>;
  private readonly busy = new Set<string>();
  private readonly pausedUntil = new Map<string, number>();
  private readonly backoff = new Map<string, number>();
  private readonly bursts = new Map<string, { startedAt: number; lastAt: number }>();
  private readonly tries = new Set<Promise<void>>();
  private readonly pollEveryMs: number;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  /** what the next pass looks at, asked for while one ran: every task, or these */
  private again: Set<string> | 'all' | undefined;
  /** when the timer wakes a pass of every task */
  private timerAt = Infinity;
  private started = false;
  private stopped = false;
  private polledAt = -Infinity;
  /** the key of each scheduled task's run this instance last inserted */
  private readonly scheduled = new Map<string, string>();
  private readonly now: () => number;

  /** `now`: the runner's clock; tests of scheduled tasks set it */
  constructor(
    private readonly store: Store,
    tasks: Task[],
    private readonly events: LeadEvents,
    private readonly log: FastifyBaseLogger,
    { now = Date.now }: { now?: () => number } = {},
  ) {
    this.now = now;
    this.tasks = new Map(tasks.map((task) => [task.name, task]));
    this.pollEveryMs = Math.min(...tasks.map((task) => task.retry.pollEveryMs ?? 60_000), 60_000);
  }

  start(): void {
    this.started = true;
    this.wake();
  }

  /** This instance queued a lead: run its tasks now (after the burst, where one is waited). */
  notify(): void {
    const now = this.now();
    for (const task of this.tasks.values()) {
      if (!task.burstWait) continue;
      const burst = this.bursts.get(task.name);
      this.bursts.set(task.name, { startedAt: burst?.startedAt ?? now, lastAt: now });
    }
    this.wake([...this.tasks.keys()].filter(isLeadTask));
  }

  /**
   * Polls now (schedules included) and resolves once every job due meanwhile has been tried: how
   * a test, having moved the runner's clock on, has it do what its poll would.
   */
  async runDue(): Promise<void> {
    this.polledAt = -Infinity;
    this.wake();
    while (this.pass || this.tries.size > 0) {
      await this.pass;
      await Promise.all(this.tries);
    }
  }

  /** Finishes the tries in flight and starts no other; the rest stays queued in the store. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
    await Promise.all(this.tries);
    for (const task of this.tasks.values()) task.close?.();
  }

  /**
   * Claims what is due now: this instance queued a job (an alert's post), or a try ended. Named
   * tasks alone are looked at when only they changed (a try of theirs ended, a lead came): asking
   * for the idle others' jobs after every try would read past the whole queue of the busy one.
   * The others wait for their time, which the last pass of every task set the timer to.
   */
  wake(tasks?: string[]): void {
    if (!this.started || this.stopped) return;
    if (this.pass) {
      this.again =
        tasks === undefined || this.again === 'all'
          ? 'all'
          : new Set([...(this.again ?? []), ...tasks]);
      return;
    }
    this.pass = this.claimWhatIsDue(tasks && new Set(tasks)).finally(() => {
      this.pass = undefined;
      const again = this.again;
      this.again = undefined;
      if (again !== undefined) this.wake(again === 'all' ? undefined : [...again]);
    });
  }

  /** When the task may run again: its pause or the burst it waits out; 0 when it may now. */
  private heldUntil(task: Task, now: number): number {
    const burst = this.bursts.get(task.name);
    let until = this.pausedUntil.get(task.name) ?? 0;
    if (burst && task.burstWait) {
      const endsAt = Math.min(
        burst.lastAt + task.burstWait.quietMs,
        burst.startedAt + task.burstWait.maxWaitMs,
      );
      if (endsAt <= now) this.bursts.delete(task.name);
      else until = Math.max(until, endsAt);
    }
    return until > now ? until : 0;
  }

  private async claimWhatIsDue(only?: Set<string>): Promise<void> {
    clearTimeout(this.timer);
    let wait = this.pollEveryMs;
    const looked = [...this.tasks.values()].filter((task) => !only || only.has(task.name));
    const freeAt = (now: number) =>
      looked.filter((task) => !this.busy.has(task.name) && this.heldUntil(task, now) === 0);
    try {
      if (this.now() - this.polledAt >= this.pollEveryMs) await this.poll();
      for (;;) {
        const now = this.now();
        const free = freeAt(now);
        if (this.stopped || free.length === 0) break;
        const job = await claimJob(
          this.store,
          Object.fromEntries(free.map((task) => [task.name, task.leaseMs])),
          now,
        );
        if (!job) break;
        this.startTry(job, now);
      }
      const now = this.now();
      const idle = [...this.tasks.values()].filter((task) => !this.busy.has(task.name));
      const held = idle.map((task) => this.heldUntil(task, now)).filter((until) => until > 0);
      const due = await nextDueAt(
        this.store,
        freeAt(now).map((task) => task.name),
        now,
      );
      wait = Math.min(wait, ...held.map((until) => until - now), (due ?? Infinity) - now);
    } catch (error) {
      this.log.error({ err: error }, 'Lead store error');
    }
    if (this.stopped) return;
    // The tasks this pass did not look at keep the time the last pass found for them.
    if (only) wait = Math.min(wait, this.timerAt - this.now());
    wait = Math.max(wait, 0);
    this.timerAt = this.now() + wait;
    this.timer = setTimeout(() => this.wake(), wait);
  }

  /** What a poll does besides claiming: parks cut-off tries and inserts the schedules due. */
  private async poll(): Promise<void> {
    const now = this.now();
    this.polledAt = now;
    const parked = await parkCutOffJobs(this.store, cutOffReason, (job) =>
      this.tasks.get(job.task)?.cutOffReason?.(job.payload),
    );
    for (const { task, key, reason } of parked) {
      if (isLeadTask(task))
        this.events.emit({ type: 'failed', destination: task, leadId: key, reason });
    }
    // Each run once from this instance: the store is asked when a task's next run comes.
    const runs = [...this.tasks.values()].flatMap((task) => {
      const run = task.scheduled?.(now);
      return run && this.scheduled.get(task.name) !== run.key ? [{ task: task.name, ...run }] : [];
    });
    await scheduleJobs(this.store, runs);
    for (const run of runs) this.scheduled.set(run.task, run.key);
  }

  private startTry(job: ClaimedJob, at: number): void {
    const task = this.tasks.get(job.task);
    if (!task) return;
    this.busy.add(task.name);
    const running: Promise<void> = this.tryOnce(task, job, at)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: task.name }, 'Lead store error'),
      )
      .finally(() => {
        this.busy.delete(task.name);
        this.tries.delete(running);
        this.wake([task.name]);
      });
    this.tries.add(running);
  }

  /** One try, its claim renewed while it lasts; a thrown error is a try to repeat. */
  private async tryOnce(task: Task, job: ClaimedJob, at: number): Promise<void> {
    const { store, log } = this;
    const { leaseMs } = task;
    let claimLost = false;
    // A renewal's answer is not ignored: a claim found taken over stops the try before its point
    // of no return; a renewal that failed leaves that to the store's answer there.
    const renew = setInterval(() => {
      renewClaim(store, job, leaseMs).then(
        (held) => {
          if (!held) claimLost = true;
        },
        (error: unknown) => log.warn({ err: error, task: task.name }, 'A claim was not renewed'),
      );
    }, leaseMs / 3);
    let outcome: Outcome;
    try {
      outcome = await task.run({
        job,
        at,
        lead: job.lead && leadOf(job.lead),
        pastPointOfNoReturn: async () => {
          if (claimLost || !(await markPastPointOfNoReturn(store, job, leaseMs))) {
            claimLost = true;
            throw new ClaimLost('the claim was taken over: another runner has this job');
          }
        },
      });
    } catch (error) {
      outcome = {
        kind: 'retry',
        reason: (error as Error).message,
        error: error as Error,
        taskDown: true,
      };
    } finally {
      clearInterval(renew);
    }
    await this.settle(task, job, claimLost ? { ...outcome, lost: true } : outcome);
  }

  /** The one place a try's outcome is written, reported, and turned into a pause. */
  private async settle(task: Task, job: ClaimedJob, outcome: Outcome & { lost?: true }) {
    const now = this.now();
    const { retry } = task;
    let settlement: Settlement;
    let reason = 'reason' in outcome ? outcome.reason : '';
    const payload = 'payload' in outcome ? { payload: outcome.payload } : {};
    if (outcome.kind === 'done') {
      settlement = { state: 'done', result: outcome.result };
    } else if (outcome.kind === 'failed') {
      settlement = { state: 'failed', failure: outcome.failure, lastError: reason, ...payload };
    } else if (outcome.kind === 'disabled') {
      this.pausedUntil.set(task.name, Infinity);
      settlement = { state: 'queued', runAt: now, lastError: reason };
    } else if (now - job.firstAttemptAt >= retry.giveUpAfterMs) {
      reason = `gave up after ${job.attempts} tries: ${reason}`;
      settlement = { state: 'failed', failure: 'gave-up', lastError: reason, ...payload };
    } else {
      const wait = Math.min(
        outcome.retryAfterMs ?? retryDelayMs(retry, job.attempts),
        retry.maxDelayMs,
      );
      settlement = { state: 'queued', runAt: now + wait, lastError: reason, ...payload };
    }
    if (outcome.lost || !(await settleJob(this.store, job, settlement))) {
      this.log.warn(
        { task: task.name, key: job.key, attempt: job.attempts },
        'A try lost its claim: another runner has the job, and this try is not counted',
      );
      return;
    }
    if (outcome.kind === 'retry' && outcome.taskDown) {
      const backoff = this.backoff.get(task.name) ?? retry.initialDelayMs;
      const pause = Math.min(Math.max(backoff, outcome.retryAfterMs ?? 0), retry.maxDelayMs);
      this.pausedUntil.set(task.name, now + pause);
      this.backoff.set(task.name, Math.min(backoff * 2, retry.maxDelayMs));
    } else if (outcome.kind !== 'disabled') {
      this.backoff.delete(task.name);
    }
    this.report(task, job, outcome, settlement, reason);
  }

  private report(
    task: Task,
    job: ClaimedJob,
    outcome: Outcome,
    settlement: Settlement,
    reason: string,
  ): void {
    const error = 'error' in outcome && outcome.error ? { error: outcome.error } : {};
    if (!isLeadTask(task.name)) {
      const fields = { ...error, task: task.name, key: job.key };
      if (settlement.state === 'failed') {
        this.log.error({ event: 'job_given_up', ...fields }, `Job given up: ${reason}`);
      } else if (settlement.state === 'queued') {
        this.log.warn({ event: 'job_retried', ...fields, runAt: settlement.runAt }, reason);
      }
      return;
    }
    const base = { destination: task.name, leadId: job.key };
    if (outcome.kind === 'disabled') {
      this.events.emit({ type: 'disabled', destination: task.name, reason });
    } else if (settlement.state === 'done') {
      this.events.emit({
        type: 'delivered',
        ...base,
        receivedAt: new Date(job.lead?.received_at ?? 0).toISOString(),
      });
    } else if (settlement.state === 'failed') {
      this.events.emit({ type: 'failed', ...base, reason, ...error });
    } else {
      this.events.emit({ type: 'deferred', ...base, reason, ...error });
    }
  }
}
