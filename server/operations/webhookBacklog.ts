import { receivedAtOf } from '../outbox/messageId';
import type { Outbox } from '../outbox/outbox';
import { WebhookQueue } from '../destinations/webhook/webhookQueue';

export interface WebhookBacklog {
  pending: number;
  sent: number;
  failed: number;
  /** undefined when nothing waits for the CRM */
  oldestPendingAgeSeconds: number | undefined;
}

/** The CRM webhook's folders at a glance; ids sort by arrival, so the first pending is oldest. */
export async function readWebhookBacklog(
  outbox: Outbox,
  now = Date.now(),
): Promise<WebhookBacklog> {
  const queue = new WebhookQueue(outbox);
  const [pending, sent, failed] = await Promise.all([
    queue.list('pending'),
    queue.list('sent'),
    queue.list('failed'),
  ]);
  const oldest = pending[0] === undefined ? undefined : receivedAtOf(pending[0]);
  return {
    pending: pending.length,
    sent: sent.length,
    failed: failed.length,
    oldestPendingAgeSeconds:
      oldest === undefined ? undefined : Math.max(0, Math.round((now - oldest.getTime()) / 1000)),
  };
}
