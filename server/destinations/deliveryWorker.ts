import type { FastifyBaseLogger } from 'fastify';
import type { LeadEvents } from '../leadEvents';
import {
  claimDelivery,
  extendClaim,
  nextDueAt,
  markSending,
  parkCutOffTries,
  settleDelivery,
  type Claimed,
} from '../store/deliveries';
import type { DestinationName } from '../store/lead';
import { readLead, type StoredLead } from '../store/leads';
import type { Store } from '../store/store';
import { retryDelayMs, type RetrySchedule } from './retrySchedule';

/** What one try to deliver one lead came to. */
export type Outcome =
  | { kind: 'sent'; refusedRecipients?: string[] }
  /**
   * try again later, after `retryAfterMs` when the destination named a time; `destinationDown`:
   * the destination itself failed, not this lead, so the worker pauses rather than try the next
   */
  | {
      kind: 'retry';
      reason: string;
      error?: Error;
      retryAfterMs?: number;
      destinationDown: boolean;
    }
  | { kind: 'failed'; failure: 'refused' | 'unconfirmed'; reason: string; error?: Error }
  /** 410: the destination is gone; nothing more is sent to it until a restart */
  | { kind: 'disabled'; reason: string };

/**
 * Lets a burst of new leads end before the worker sends: it waits until `quietMs` have gone by
 * without a new lead, but never longer than `maxWaitMs` after the burst's first lead.
 */
export interface BurstWait {
  quietMs: number;
  maxWaitMs: number;
}

/** What a destination may say of its try while it lasts. */
export interface Attempt {
  /**
   * The lead may now reach the destination even if the try fails from here (the SMTP server
   * accepted DATA): a worker dying after this is never followed by a blind retry. Resolves once
   * the store has it, before the lead goes out.
   */
  pastPointOfNoReturn(): Promise<void>;
}

/** One destination of a lead (the inbox, the CRM) as a worker drives it. */
export interface Destination {
  readonly name: DestinationName;
  readonly schedule: RetrySchedule;
  /** how long a claim lasts; renewed while a try takes longer */
  readonly leaseMs: number;
  readonly burstWait?: BurstWait;
  deliver(lead: StoredLead, attempt: Attempt): Promise<Outcome>;
  close(): void;
}

const cutOffReason =
  'unconfirmed: the server stopped during the send, after the message went out, so the destination may have it; check the inbox for its Message-ID before `npm run outbox -- retry`';

/**
 * Sends one destination's due deliveries, oldest first, each claimed in the store before it is
 * tried, so any number of instances share the work and none sends what another holds. A lead
 * the destination defers waits on its own backoff while the others go on; when the destination
 * itself is down, the worker pauses and backs off.
 */
export class DeliveryWorker {
  private stopped = false;
  private disabled = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private wakeRequested = false;
  private burstStartedAt: number | undefined;
  private lastArrivalAt = 0;

  constructor(
    private readonly store: Store,
    private readonly destination: Destination,
    private readonly events: LeadEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.running ??= this.run();
  }

  /** A lead was queued by this instance: deliver it now (after the burst, where one is waited). */
  notify(): void {
    this.lastArrivalAt = Date.now();
    this.burstStartedAt ??= this.lastArrivalAt;
    this.wakeRequested = true;
    this.wake?.();
  }

  /** Finishes the try in flight, starts no other; the rest stays queued in the store. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.destination.close();
  }

  private async run(): Promise<void> {
    const { initialDelayMs, maxDelayMs, pollEveryMs } = this.destination.schedule;
    let backoff = initialDelayMs;
    while (!this.stopped) {
      await this.waitForBurstEnd();
      this.wakeRequested = false;
      let down: { retryAfterMs?: number } | undefined;
      try {
        down = await this.deliverDue();
      } catch (error) {
        this.log.error({ err: error, destination: this.destination.name }, 'Lead store error');
        down = {};
      }
      if (down) {
        await this.pause(Math.min(Math.max(backoff, down.retryAfterMs ?? 0), maxDelayMs), false);
        backoff = Math.min(backoff * 2, maxDelayMs);
        continue;
      }
      backoff = initialDelayMs;
      if (this.wakeRequested) continue;
      const due = this.disabled ? undefined : await nextDueAt(this.store, this.destination.name);
      const untilDue = due === undefined ? pollEveryMs : due - Date.now();
      await this.pause(Math.max(0, Math.min(untilDue, pollEveryMs)), true);
    }
  }

  /** Claims and tries until nothing is due; returns how it stopped early when the destination is down. */
  private async deliverDue(): Promise<{ retryAfterMs?: number } | undefined> {
    const { destination, store } = this;
    const parked = await parkCutOffTries(store, destination.name, Date.now(), cutOffReason);
    for (const leadId of parked) {
      this.events.emit({
        type: 'failed',
        destination: destination.name,
        leadId,
        reason: cutOffReason,
      });
    }
    while (!this.stopped && !this.disabled) {
      const claim = await claimDelivery(store, destination.name, {
        now: Date.now(),
        leaseMs: destination.leaseMs,
      });
      if (!claim) return undefined;
      const lead = await readLead(store, claim.leadId);
      if (!lead) continue;
      const outcome = await this.tryOnce(claim, lead);
      await this.settle(claim, lead, outcome);
      if (outcome.kind === 'retry' && outcome.destinationDown) {
        return outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs };
      }
    }
    return undefined;
  }

  /** The try, with its claim renewed while it lasts; a thrown error is a try to repeat. */
  private async tryOnce(claim: Claimed, lead: StoredLead): Promise<Outcome> {
    const { leaseMs } = this.destination;
    const renew = setInterval(
      () => void extendClaim(this.store, claim, Date.now() + leaseMs).catch(() => undefined),
      leaseMs / 3,
    );
    try {
      return await this.destination.deliver(lead, {
        pastPointOfNoReturn: () => markSending(this.store, claim),
      });
    } catch (error) {
      return {
        kind: 'retry',
        reason: (error as Error).message,
        error: error as Error,
        destinationDown: true,
      };
    } finally {
      clearInterval(renew);
    }
  }

  private async settle(claim: Claimed, lead: StoredLead, outcome: Outcome): Promise<void> {
    const { schedule, name } = this.destination;
    const base = { destination: name, leadId: lead.id };
    switch (outcome.kind) {
      case 'sent': {
        const refusedRecipients = outcome.refusedRecipients ?? [];
        await settleDelivery(this.store, claim, {
          state: 'sent',
          rejectedRecipients: refusedRecipients,
        });
        this.events.emit({
          type: 'delivered',
          ...base,
          receivedAt: lead.receivedAt,
          refusedRecipients,
        });
        return;
      }
      case 'failed':
        await settleDelivery(this.store, claim, {
          state: 'failed',
          failure: outcome.failure,
          lastError: outcome.reason,
        });
        this.events.emit({
          type: 'failed',
          ...base,
          reason: outcome.reason,
          ...(outcome.error && { error: outcome.error }),
        });
        return;
      case 'disabled':
        this.disabled = true;
        await settleDelivery(this.store, claim, {
          state: 'queued',
          nextAttemptAt: Date.now(),
          lastError: outcome.reason,
        });
        this.events.emit({ type: 'disabled', destination: name, reason: outcome.reason });
        return;
      case 'retry': {
        const now = Date.now();
        if (now - claim.firstAttemptAt >= schedule.giveUpAfterMs) {
          const reason = `gave up after ${claim.attempts} tries: ${outcome.reason}`;
          await settleDelivery(this.store, claim, {
            state: 'failed',
            failure: 'gave-up',
            lastError: reason,
          });
          this.events.emit({
            type: 'failed',
            ...base,
            reason,
            ...(outcome.error && { error: outcome.error }),
          });
          return;
        }
        const wait = Math.min(
          outcome.retryAfterMs ?? retryDelayMs(schedule, claim.attempts),
          schedule.maxDelayMs,
        );
        await settleDelivery(this.store, claim, {
          state: 'queued',
          nextAttemptAt: now + wait,
          lastError: outcome.reason,
        });
        this.events.emit({
          type: 'deferred',
          ...base,
          reason: outcome.reason,
          ...(outcome.error && { error: outcome.error }),
        });
      }
    }
  }

  private async waitForBurstEnd(): Promise<void> {
    const burstWait = this.destination.burstWait;
    while (burstWait && this.burstStartedAt !== undefined && !this.stopped) {
      const endsAt = Math.min(
        this.lastArrivalAt + burstWait.quietMs,
        this.burstStartedAt + burstWait.maxWaitMs,
      );
      if (Date.now() >= endsAt) break;
      await this.pause(endsAt - Date.now(), false);
    }
    this.burstStartedAt = undefined;
  }

  /** Waits `ms`; stop() always ends it, notify() only when `wakeOnNotify`. */
  private pause(ms: number, wakeOnNotify: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, ms);
      const onWake = () => {
        if (wakeOnNotify || this.stopped) finish();
      };
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = onWake;
    }).finally(() => {
      this.wake = undefined;
    });
  }
}
