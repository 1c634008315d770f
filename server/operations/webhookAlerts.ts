import type { Outbox } from '../outbox/outbox';
import type { WebhookEvents } from '../destinations/webhook/webhookEvents';
import type { Alerter } from './alerts';
import { readWebhookBacklog } from './webhookBacklog';

/** Alerts when the CRM refused a lead for good or said its endpoint is gone (410). */
export function alertOnWebhookFailure(alerter: Alerter): Partial<WebhookEvents> {
  return {
    failed(id, reason) {
      alerter.raise(
        'lead_webhook_failed',
        `Lead ${id} was not delivered to the CRM webhook (${reason}); it waits in webhook/failed. Fix the cause, then \`npm run outbox -- retry-webhook ${id}\`.`,
        { messageId: id, reason },
      );
    },
    disabled(reason) {
      alerter.raise(
        'lead_webhook_disabled',
        `The CRM webhook answered ${reason} (Gone): nothing more is sent to it until the server restarts; every lead stays queued. Check LEAD_WEBHOOK_URL with the CRM, then restart.`,
        { reason },
      );
    },
  };
}

/**
 * Alerts once when the oldest lead waiting for the CRM has waited longer than
 * ALERT_AFTER_MINUTES (the CRM has refused or been unreachable that long), and gives the
 * all-clear once it is delivered; checked every minute.
 */
export function monitorWebhookBacklog(options: {
  outbox: Outbox;
  alerter: Alerter;
  alertAfterMinutes: number;
  intervalMs?: number;
}): { check(): Promise<void>; stop(): void } {
  const { outbox, alerter, alertAfterMinutes, intervalMs = 60_000 } = options;
  let alerting = false;
  const check = async () => {
    const { pending, oldestPendingAgeSeconds = 0 } = await readWebhookBacklog(outbox);
    const minutes = Math.floor(oldestPendingAgeSeconds / 60);
    const late = oldestPendingAgeSeconds > alertAfterMinutes * 60;
    if (late && !alerting) {
      alerting = true;
      alerter.raise(
        'lead_webhook_pending_too_long',
        `Leads are not reaching the CRM: the oldest of ${pending} waiting has waited ${minutes} minutes (alert after ${alertAfterMinutes}). See \`npm run outbox -- status\` and the server's log.`,
        { oldestPendingMinutes: minutes, pending },
      );
    } else if (!late && alerting) {
      alerting = false;
      alerter.clear(
        'lead_webhook_recovered',
        `Leads reach the CRM again: ${pending} waiting, the oldest ${minutes} minutes old.`,
        { oldestPendingMinutes: minutes, pending },
      );
    }
  };
  const timer = setInterval(() => void check().catch(() => undefined), intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
