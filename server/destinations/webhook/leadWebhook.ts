import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Outbox } from '../../outbox/outbox';
import { DeliveryLoop, type BurstWait } from '../deliveryLoop';
import type { RetrySchedule } from '../retrySchedule';
import { WebhookDelivery } from './webhookDelivery';
import type { WebhookEvents } from './webhookEvents';
import { WebhookQueue } from './webhookQueue';

/** The CRM webhook's schedule and how long one request may take; tests shorten them. */
export interface WebhookTimings {
  retry: RetrySchedule;
  timeoutMs: number;
  /**
   * A CRM answers at once, so without it the loop would send as fast as leads arrive, one
   * request of our CPU per lead while the visitors wait for theirs (20 % fewer leads accepted per
   * second under a burst, `npm run bench`). The burst's leads go right after it instead.
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
    relistEveryMs: 60_000,
  },
  timeoutMs: 15_000,
  burstWait: { quietMs: 250, maxWaitMs: 30_000 },
};

export interface LeadWebhook {
  queue: WebhookQueue;
  loop: DeliveryLoop;
  delivery: WebhookDelivery;
}

/** With LEAD_WEBHOOK_URL: its folders, and the loop delivering them; undefined without it. */
export async function createLeadWebhook(options: {
  config: Config;
  outbox: Outbox;
  timings: WebhookTimings;
  log: FastifyBaseLogger;
  events?: WebhookEvents;
}): Promise<LeadWebhook | undefined> {
  const { config, outbox, timings, log, events } = options;
  if (config.leadWebhook === undefined) return undefined;
  const queue = new WebhookQueue(outbox);
  await queue.init();
  const delivery = new WebhookDelivery({
    outbox,
    queue,
    target: { ...config.leadWebhook, timeoutMs: timings.timeoutMs },
    schedule: timings.retry,
    log,
    events,
  });
  return {
    queue,
    delivery,
    loop: new DeliveryLoop(delivery, timings.retry, log, timings.burstWait),
  };
}
