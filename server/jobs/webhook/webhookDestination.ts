import type { RetrySchedule } from '../retrySchedule';
import type { Attempt, BurstWait, Outcome, Task } from '../task';
import { webhookPayload } from './webhookPayload';
import { postWebhook, type WebhookTarget } from './webhookSender';

/** The CRM webhook's schedule, how long one request may take and its burst wait; tests shorten them. */
export interface WebhookTimings {
  retry: RetrySchedule;
  /** the whole request, connection to the last byte of the answer */
  timeoutMs: number;
  /**
   * A CRM answers at once, so without it the worker would send as fast as leads arrive, one
   * request of our CPU per lead while the visitors wait for theirs. The burst's leads go right
   * after it instead.
   */
  burstWait: BurstWait;
}

/**
 * Within seconds, then minutes, at most an hour apart, for 3 days (as Standard Webhooks
 * suggests): a CRM down over a weekend still gets every lead. 15 s per request. A lead waits for a
 * burst to end a quarter of a second, and at most 30 s under an unending one.
 */
export const defaultWebhookTimings: WebhookTimings = {
  retry: {
    initialDelayMs: 5_000,
    maxDelayMs: 60 * 60_000,
    giveUpAfterMs: 3 * 24 * 60 * 60_000,
    pollEveryMs: 2000,
  },
  timeoutMs: 15_000,
  burstWait: { quietMs: 250, maxWaitMs: 30_000 },
};

/**
 * The CRM: each lead POSTed, signed, under its own id as webhook-id (the same on every retry and
 * replay, so the receiver can drop duplicates). At least once: a try cut off is simply sent
 * again once its claim runs out.
 */
export function webhookDestination(
  target: Omit<WebhookTarget, 'timeoutMs'>,
  timings: WebhookTimings,
): Task {
  return {
    name: 'webhook',
    retry: timings.retry,
    leaseMs: 2 * timings.timeoutMs,
    burstWait: timings.burstWait,
    async run({ lead }: Attempt): Promise<Outcome> {
      if (!lead) return { kind: 'failed', failure: 'refused', reason: 'the lead is gone' };
      const answer = await postWebhook(
        { ...target, timeoutMs: timings.timeoutMs },
        lead.id,
        webhookPayload(lead),
      );
      switch (answer.kind) {
        case 'delivered':
          return { kind: 'done' };
        case 'refused':
          return { kind: 'failed', failure: 'refused', reason: `refused: ${answer.reason}` };
        case 'gone':
          return { kind: 'disabled', reason: answer.reason };
        case 'retry':
          return {
            kind: 'retry',
            reason: answer.reason,
            taskDown: answer.destinationDown,
            ...(answer.retryAfterMs !== undefined && { retryAfterMs: answer.retryAfterMs }),
          };
      }
    },
  };
}
