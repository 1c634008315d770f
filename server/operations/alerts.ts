import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RetrySchedule } from '../jobs/retrySchedule';
import type { Task } from '../jobs/task';
import type { LeadEvent } from '../leadEvents';
import { readDestinationBacklog } from '../store/backlog';
import { scheduleJobs } from '../store/jobs';
import type { Store } from '../store/store';

/** Stable names, for log searches and alert rules. */
export type AlertEvent =
  | 'lead_moved_to_failed'
  | 'lead_pending_too_long'
  | 'lead_pending_recovered'
  | 'lead_partly_sent_too_long'
  | 'lead_partly_sent_recovered'
  | 'lead_webhook_failed'
  | 'lead_webhook_disabled'
  | 'lead_webhook_pending_too_long'
  | 'lead_webhook_recovered'
  | 'lead_held_surge'
  | 'lead_held_surge_ended';

/**
 * The SMTP code and step only: a server's full reply may quote an address, and an alert, which
 * leaves the machine, carries no visitor's data.
 */
function describeSmtpError(error: Error): string {
  const { responseCode, command, code } = error as Error & {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  if (responseCode) return command ? `SMTP ${responseCode} at ${command}` : `SMTP ${responseCode}`;
  return code ?? error.name;
}

/** Every alert's POST, a job keyed by its time and event. */
const alertTask = 'alert';

/**
 * An alert is an error-level log line with `event` and, with ALERT_WEBHOOK_URL, one JSON POST of
 * `{ text }`, which Slack and Microsoft Teams incoming webhooks both accept: a job the runner
 * tries, and tries again on its backoff, never awaited by the relay; a dead webhook only costs
 * warnings in the log.
 */
export class Alerter {
  constructor(
    private readonly options: {
      store: Store;
      log: FastifyBaseLogger;
      /** ALERT_WEBHOOK_URL is set: each alert is also posted */
      webhook: boolean;
      /** the runner has a job to run */
      queued: () => void;
    },
  ) {}

  raise(event: AlertEvent, text: string, fields: Record<string, string | number>): Promise<void> {
    this.options.log.error({ event, ...fields }, text);
    return this.post(event, text);
  }

  /** The all-clear after `raise`: logged at info, sent to the same webhook. */
  clear(event: AlertEvent, text: string, fields: Record<string, string | number>): Promise<void> {
    this.options.log.info({ event, ...fields }, text);
    return this.post(event, text);
  }

  private async post(event: AlertEvent, text: string): Promise<void> {
    const { store, log, webhook, queued } = this.options;
    if (!webhook) return;
    const at = Date.now();
    const key = `${new Date(at).toISOString()} ${event} ${randomUUID().slice(0, 8)}`;
    try {
      const payload = JSON.stringify({ text: `[${event}] ${text}` });
      await scheduleJobs(store, [{ task: alertTask, key, runAt: at, payload }]);
      queued();
    } catch (error) {
      log.warn({ err: error, event }, 'An alert was not queued for its webhook');
    }
  }
}

/** Within a minute, 1 s apart at first: an alert is only worth it while it is news. */
const alertRetry: RetrySchedule = {
  initialDelayMs: 1000,
  maxDelayMs: 20_000,
  giveUpAfterMs: 60_000,
};

/** Posts each alert to ALERT_WEBHOOK_URL; `retry` and `timeoutMs`: tests shorten them. */
export function alertPosts(webhookUrl: string, retry = alertRetry, timeoutMs = 5000): Task {
  return {
    name: alertTask,
    retry,
    leaseMs: 2 * timeoutMs,
    async run({ job }) {
      let reason: string;
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: job.payload ?? '{}',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return { kind: 'done' };
        reason = `HTTP ${response.status}`;
      } catch (error) {
        reason = (error as Error).message;
      }
      return {
        kind: 'retry',
        reason: `Alert webhook did not accept the alert: ${reason}`,
        taskDown: true,
      };
    },
  };
}

/**
 * Raises an alert for each lead parked for a person (with the inbox's counts after it) and a CRM
 * that said it is gone.
 */
export function failureAlerts(store: Store, alerter: Alerter) {
  return (event: LeadEvent): void => {
    if (event.type === 'failed' && event.destination === 'email') {
      const { leadId: id } = event;
      const reason = event.error ? describeSmtpError(event.error) : 'unconfirmed';
      void readDestinationBacklog(store, 'email')
        .then(({ failed, pending }) => ({ failed, pending }))
        .catch(() => undefined)
        .then((counts) =>
          alerter.raise(
            'lead_moved_to_failed',
            `Contact message ${id} was not delivered (${reason}); it is kept for a person${counts ? ` (now ${counts.failed} failed, ${counts.pending} pending)` : ''}. See it with \`npm run outbox -- show ${id}\`, then forward it by hand or fix the cause and \`npm run outbox -- retry ${id}\`.`,
            { messageId: id, reason, ...counts },
          ),
        );
    } else if (event.type === 'failed') {
      void alerter.raise(
        'lead_webhook_failed',
        `Lead ${event.leadId} was not delivered to the CRM webhook (${event.reason}); it waits for a person. Fix the cause, then \`npm run outbox -- retry-webhook ${event.leadId}\`.`,
        { messageId: event.leadId, reason: event.reason },
      );
    } else if (event.type === 'disabled') {
      void alerter.raise(
        'lead_webhook_disabled',
        `The CRM webhook answered ${event.reason} (Gone): nothing more is sent to it until the server restarts; every lead stays queued. Check LEAD_WEBHOOK_URL with the CRM, then restart.`,
        { reason: event.reason },
      );
    }
  };
}
