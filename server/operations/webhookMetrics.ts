import { Counter, Gauge, type Registry } from 'prom-client';
import type { Outbox } from '../outbox/outbox';
import type { WebhookEvents } from '../destinations/webhook/webhookEvents';
import { readWebhookBacklog } from './webhookBacklog';

/** The CRM webhook's counters and backlog, on the app's registry; only with LEAD_WEBHOOK_URL. */
export function createWebhookMetrics(registry: Registry, outbox: Outbox): Partial<WebhookEvents> {
  const counter = (name: string, help: string) =>
    new Counter({ name: `lead_webhook_${name}_total`, help, registers: [registry] });
  const delivered = counter('delivered', 'Leads the CRM webhook answered with 2xx');
  const retries = counter('retries', 'Webhook requests that failed and will be retried');
  const failed = counter('failed', 'Leads parked in webhook/failed for a person');
  const gauge = (
    name: string,
    help: string,
    value: (b: Awaited<ReturnType<typeof readWebhookBacklog>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await readWebhookBacklog(outbox)));
      },
    });
  gauge('lead_webhook_pending', 'Leads waiting for the CRM webhook', (b) => b.pending);
  gauge(
    'lead_webhook_oldest_undelivered_age_seconds',
    'Age of the oldest lead waiting for the CRM webhook (0 when none)',
    (b) => b.oldestPendingAgeSeconds ?? 0,
  );
  return {
    delivered: () => delivered.inc(),
    deferred: () => retries.inc(),
    failed: () => failed.inc(),
  };
}
