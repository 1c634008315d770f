import type { FastifyBaseLogger } from 'fastify';
import { ConsentStore } from '../outbox/consentStore';
import { receivedAt } from '../outbox/messageTime';
import type { Outbox } from '../outbox/outbox';
import { isWebhookUndelivered } from '../destinations/webhook/webhookQueue';
import { listOrEmpty } from './backlog';
import { isMissing } from '../fileErrors';

export const dayMs = 24 * 60 * 60 * 1000;

/** Only handled mail is ever deleted: pending/ and failed/ still need someone. */
export type HandledFolder = 'sent' | 'spam';

/** Consent records go by their own period, never with their lead. */
export type Removed = Record<HandledFolder | 'consent', number>;

/**
 * Deletes the messages of `folder` that arrived more than `maxAgeMs` before `now`; returns how
 * many. A delivered message whose lead still waits for the CRM webhook (or for a person there)
 * is kept until that is done.
 */
export async function purgeFolder(
  outbox: Outbox,
  folder: HandledFolder,
  maxAgeMs: number,
  now: number,
): Promise<number> {
  let removed = 0;
  for (const id of await listOrEmpty(outbox, folder)) {
    try {
      if (now - (await receivedAt(outbox, folder, id)).getTime() <= maxAgeMs) continue;
      if (await isWebhookUndelivered(outbox, id)) continue;
      await outbox.remove(folder, id);
      removed += 1;
    } catch (error) {
      // Removed by another purge (the operator's command) meanwhile.
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}

export interface RetentionPolicy {
  sentDays: number;
  spamDays: number;
  consentDays: number;
}

export async function applyRetention(
  outbox: Outbox,
  policy: RetentionPolicy,
  now: number,
): Promise<Removed> {
  return {
    sent: await purgeFolder(outbox, 'sent', policy.sentDays * dayMs, now),
    spam: await purgeFolder(outbox, 'spam', policy.spamDays * dayMs, now),
    consent: await new ConsentStore(outbox.dir).purgeOlderThan(policy.consentDays * dayMs, now),
  };
}

interface ScheduleOptions {
  outbox: Outbox;
  policy: RetentionPolicy;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => number;
}

/** Applies the policy now and then every hour; each run logs how many messages it removed. */
export function scheduleRetention({
  outbox,
  policy,
  log,
  intervalMs = 60 * 60 * 1000,
  now = Date.now,
}: ScheduleOptions): { stop(): Promise<void> } {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const removed = await applyRetention(outbox, policy, now());
        log.info(
          {
            event: 'outbox_retention',
            removedSent: removed.sent,
            removedSpam: removed.spam,
            removedConsent: removed.consent,
          },
          `Retention: removed ${removed.sent} delivered message(s) older than ${policy.sentDays} days, ${removed.spam} spam message(s) older than ${policy.spamDays} days and ${removed.consent} consent record(s) older than ${policy.consentDays} days`,
        );
      } catch (error) {
        log.error({ err: error, event: 'outbox_retention_failed' }, 'Retention run failed');
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
