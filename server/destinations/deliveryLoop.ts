import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs, type RetrySchedule } from './retrySchedule';

/** What one try to deliver one lead came to, as the loop needs it. */
export type Attempt =
  /** delivered, parked for a person, or gone: it leaves the queue */
  | { outcome: 'finished'; destinationDown?: boolean }
  /**
   * to be tried again after the schedule's wait, or after the destination's own `retryAfterMs`;
   * `destinationDown`: the destination itself failed, not this lead, so the pass stops there
   */
  | { outcome: 'deferred'; attempts: number; retryAfterMs?: number; destinationDown: boolean }
  /** the outbox failed us: the pass stops, backs off, and lists the queue again */
  | { outcome: 'blocked' };

/** One destination of a lead (e-mail, the CRM webhook) as the loop drives it. */
export interface Destination {
  /** for log lines */
  readonly name: string;
  /** the leads waiting for this destination, oldest first */
  listQueued(): Promise<string[]>;
  deliver(id: string): Promise<Attempt>;
  /** what a stopped process left half done, before the first pass */
  recover?(): Promise<void>;
  /** after the last try of this process */
  close?(): void;
}

/**
 * Lets a burst of new leads end before a pass starts: the pass waits until `quietMs` have gone by
 * without a new lead, but never longer than `maxWaitMs` after the burst's first lead.
 */
export interface BurstWait {
  quietMs: number;
  maxWaitMs: number;
}

/**
 * Delivers a destination's queue one lead at a time, oldest first. A lead the destination defers
 * waits on its own backoff while the ones behind it go on; when the destination itself is down,
 * the whole queue backs off. Every destination shares this one discipline and one schedule's
 * shape; what a try is and what it writes down is the destination's.
 */
export class DeliveryLoop {
  private stopped = false;
  private wakeRequested = false;
  private interrupt: (() => void) | undefined;
  private running: Promise<void> | undefined;
  /** the queue in order, as last listed plus what notify added since */
  private queue: string[] = [];
  private listedAt = -Infinity;
  /** Queued since the last pass began; joined to the queue by the next one. */
  private arrived: string[] = [];
  /** Leads the destination deferred, with the time of their next try. */
  private readonly deferredUntil = new Map<string, number>();
  /** when the first lead not yet taken into a pass, and the latest one, arrived */
  private burstStartedAt: number | undefined;
  private lastArrivalAt = 0;

  constructor(
    private readonly destination: Destination,
    private readonly schedule: RetrySchedule,
    private readonly log: FastifyBaseLogger,
    private readonly burstWait?: BurstWait,
  ) {}

  start(): void {
    this.running ??= Promise.resolve(this.destination.recover?.())
      .catch((error: unknown) =>
        this.log.warn({ err: error, destination: this.destination.name }, 'Cannot recover'),
      )
      .then(() => this.run());
  }

  /**
   * A new lead is queued: deliver it now unless the queue is backing off. Without an id, the
   * queue changed behind the loop's back (an operator moved a lead in): list it again.
   */
  notify(id?: string): void {
    if (id === undefined) this.listedAt = -Infinity;
    else {
      this.arrived.push(id);
      this.lastArrivalAt = Date.now();
      this.burstStartedAt ??= this.lastArrivalAt;
    }
    this.wakeRequested = true;
    this.interrupt?.();
  }

  /** Finishes the try in flight, starts no other; the queue stays for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.interrupt?.();
    await this.running;
    this.destination.close?.();
  }

  private async run(): Promise<void> {
    const { initialDelayMs, maxDelayMs } = this.schedule;
    let backoff = initialDelayMs;
    while (!this.stopped) {
      await this.waitForBurstEnd();
      this.wakeRequested = false;
      const destinationDown = await this.deliverDue();
      if (destinationDown) {
        await this.pause(Math.max(backoff, destinationDown.retryAfterMs ?? 0), false);
        backoff = Math.min(backoff * 2, maxDelayMs);
      } else {
        backoff = initialDelayMs;
        if (!this.wakeRequested)
          await this.pause(this.nextDueInMs() ?? this.schedule.relistEveryMs, true);
      }
    }
  }

  /** One pass over the queue: every lead that is due, oldest first. Returns how it stopped early. */
  private async deliverDue(): Promise<{ retryAfterMs?: number } | undefined> {
    try {
      await this.refreshQueue();
    } catch (error) {
      this.log.error({ err: error, destination: this.destination.name }, 'Cannot read the queue');
      return {};
    }
    const now = Date.now();
    const finished = new Set<string>();
    try {
      for (const id of this.queue) {
        if (this.stopped) return undefined;
        if ((this.deferredUntil.get(id) ?? 0) > now) continue;
        const attempt = await this.destination.deliver(id);
        if (attempt.outcome === 'blocked') {
          this.listedAt = -Infinity;
          return {};
        }
        if (attempt.outcome === 'finished') {
          finished.add(id);
          this.deferredUntil.delete(id);
        } else {
          const wait = attempt.retryAfterMs ?? retryDelayMs(this.schedule, attempt.attempts);
          this.deferredUntil.set(id, Date.now() + wait);
        }
        if (attempt.destinationDown) {
          return { ...(attempt.outcome === 'deferred' && { retryAfterMs: attempt.retryAfterMs }) };
        }
      }
      return undefined;
    } finally {
      if (finished.size > 0) this.queue = this.queue.filter((id) => !finished.has(id));
    }
  }

  private async waitForBurstEnd(): Promise<void> {
    while (this.burstWait && this.burstStartedAt !== undefined && !this.stopped) {
      const { quietMs, maxWaitMs } = this.burstWait;
      const endsAt = Math.min(this.lastArrivalAt + quietMs, this.burstStartedAt + maxWaitMs);
      if (Date.now() >= endsAt) return;
      await this.pause(endsAt - Date.now(), false);
    }
  }

  /** Joins what notify added; lists the queue again when the last listing is old. */
  private async refreshQueue(): Promise<void> {
    if (Date.now() - this.listedAt >= this.schedule.relistEveryMs) {
      const listing = await this.destination.listQueued();
      this.listedAt = Date.now();
      const listed = new Set(listing);
      this.queue = [...listing, ...this.arrived.filter((id) => !listed.has(id))];
      for (const id of this.deferredUntil.keys()) {
        if (!listed.has(id)) this.deferredUntil.delete(id);
      }
    } else {
      this.queue.push(...this.arrived);
    }
    this.arrived = [];
    this.burstStartedAt = undefined;
  }

  /** Until the first deferred lead is due; undefined (wait for notify) when none is. */
  private nextDueInMs(): number | undefined {
    let first: number | undefined;
    for (const due of this.deferredUntil.values())
      if (first === undefined || due < first) first = due;
    return first === undefined ? undefined : Math.max(0, first - Date.now());
  }

  /** Waits for the delay (undefined: forever); stop() always ends it, notify() only when idle. */
  private pause(ms: number | undefined, wakeOnNotify: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(finish, ms);
      const onWake = () => {
        if (wakeOnNotify || this.stopped) finish();
      };
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.interrupt = onWake;
    }).finally(() => {
      this.interrupt = undefined;
    });
  }
}
