import type { FastifyBaseLogger } from 'fastify';
import type { SessionLimits } from '../config';
import { campaignWindowMs } from '../intake/screen/campaigns';
import { pruneInsight, rollUp, type InsightRetention } from '../insight/rollUp';
import type { Task } from '../jobs/task';
import { forgetOldJobs } from '../store/jobs';
import type { Store } from '../store/store';
import {
  forgetConsoleAccess,
  forgetScreenMemory,
  purgeConsents,
  purgeLeads,
  type Removed,
} from '../store/retention';

export const dayMs = 24 * 60 * 60 * 1000;

export interface RetentionPolicy {
  sentDays: number;
  spamDays: number;
  consentDays: number;
  /** LEAD_WEBHOOK_URL is set: a lead waits for the CRM too before it is deleted */
  webhook: boolean;
  /** CONSOLE_IDLE_MINUTES and CONSOLE_SESSION_HOURS: a session's row goes once it has ended */
  consoleSessions: SessionLimits;
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
  await forgetConsoleAccess(store, {
    seenBefore: now - policy.consoleSessions.idleMs,
    startedBefore: now - policy.consoleSessions.absoluteMs,
    now,
  });
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

const hourly = (now: number) => ({ key: new Date(now).toISOString().slice(0, 13), runAt: now });
/** A run that failed is tried again within minutes; the next hour's run comes anyway. */
const hourlyRetry = { initialDelayMs: 60_000, maxDelayMs: 10 * 60_000, giveUpAfterMs: 60 * 60_000 };
/** Jobs run on a clock or for an alert: kept a week, for an operator looking back. */
const doneJobsKeptMs = 7 * dayMs;

/**
 * Retention and the insight roll-up, each a job of every hour (keyed by it, UTC): whichever
 * instance inserts the hour's row first, one runner applies it; each run logs how many it
 * removed. `now`: the clock they read instead of the try's (tests of dated visits set it).
 */
export function retentionTasks(options: {
  store: Store;
  policy: RetentionPolicy;
  insight: InsightRetention;
  log: FastifyBaseLogger;
  now?: () => number;
}): Task[] {
  const { store, policy, insight, log, now } = options;
  const hourlyTask = (name: string, run: (at: number) => Promise<void>): Task => ({
    name,
    retry: hourlyRetry,
    leaseMs: 60_000,
    scheduled: hourly,
    async run({ at }) {
      await run(now?.() ?? at);
      return { kind: 'done' };
    },
  });
  return [
    hourlyTask('retention', async (at) => {
      const removed = await applyRetention(store, policy, at);
      await forgetOldJobs(
        store,
        ['retention', 'insight-rollup', 'alert-watch', 'alert'],
        at - doneJobsKeptMs,
      );
      log.info(
        {
          event: 'outbox_retention',
          removedSent: removed.sent,
          removedSpam: removed.spam,
          removedConsent: removed.consent,
        },
        `Retention: removed ${removed.sent} delivered message(s) older than ${policy.sentDays} days, ${removed.spam} spam message(s) older than ${policy.spamDays} days and ${removed.consent} consent record(s) older than ${policy.consentDays} days`,
      );
    }),
    hourlyTask('insight-rollup', async (at) => {
      const deleted = await applyInsightRetention(store, insight, at);
      if (deleted > 0) {
        log.info(
          { event: 'insight_retention', deletedRaw: deleted },
          `Retention: deleted ${deleted} visit record(s) older than ${insight.rawDays} days (their daily totals stay ${insight.totalsDays} days)`,
        );
      }
    }),
  ];
}
