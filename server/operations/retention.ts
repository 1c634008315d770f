import type { FastifyBaseLogger } from 'fastify';
import { campaignWindowMs } from '../intake/screen/campaigns';
import type { Store } from '../store/store';
import { forgetScreenMemory, purgeConsents, purgeLeads, type Removed } from '../store/retention';

export const dayMs = 24 * 60 * 60 * 1000;

export interface RetentionPolicy {
  sentDays: number;
  spamDays: number;
  consentDays: number;
  /** LEAD_WEBHOOK_URL is set: a lead waits for the CRM too before it is deleted */
  webhook: boolean;
}

/** Deletes what the policy no longer allows keeping; pending and failed leads never go. */
export async function applyRetention(
  store: Store,
  policy: RetentionPolicy,
  now: number,
): Promise<Removed> {
  const leads = await purgeLeads(store, {
    sentBefore: now - policy.sentDays * dayMs,
    spamBefore: now - policy.spamDays * dayMs,
    webhook: policy.webhook,
  });
  const consent = await purgeConsents(store, now - policy.consentDays * dayMs);
  await forgetScreenMemory(store, { campaignsBefore: now - campaignWindowMs, now });
  return { ...leads, consent };
}

/** Applies the policy now and then every hour; each run logs how many it removed. */
export function scheduleRetention({
  store,
  policy,
  log,
  intervalMs = 60 * 60 * 1000,
  now = Date.now,
}: {
  store: Store;
  policy: RetentionPolicy;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => number;
}): { stop(): Promise<void> } {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const removed = await applyRetention(store, policy, now());
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
