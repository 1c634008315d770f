import type { FastifyBaseLogger } from 'fastify';
import { campaignWindowMs } from '../intake/screen/campaigns';
import { pruneInsight, rollUp, type InsightRetention } from '../insight/rollUp';
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

/**
 * Days that are over become daily totals; salts past 48 hours (even on a day nobody visits), raw
 * rows and totals past their retention go. Returns the raw rows deleted.
 */
export async function applyInsightRetention(
  store: Store,
  retention: InsightRetention,
  now: number,
): Promise<number> {
  await rollUp(store, now);
  return pruneInsight(store, now, retention);
}

/** Applies the policy now and then every hour; each run logs how many it removed. */
export function scheduleRetention({
  store,
  policy,
  insight,
  log,
  intervalMs = 60 * 60 * 1000,
  now = Date.now,
}: {
  store: Store;
  policy: RetentionPolicy;
  insight: InsightRetention;
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
      try {
        const deleted = await applyInsightRetention(store, insight, now());
        if (deleted > 0) {
          log.info(
            { event: 'insight_retention', deletedRaw: deleted },
            `Retention: deleted ${deleted} visit record(s) older than ${insight.rawDays} days (their daily totals stay ${insight.totalsDays} days)`,
          );
        }
      } catch (error) {
        log.error({ err: error, event: 'insight_retention_failed' }, 'Insight retention failed');
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
