import type { FastifyBaseLogger } from 'fastify';
import {
  claimDigestDay,
  lastDigestEnd,
  releaseDigestDay,
  settleDigestDay,
} from '../../store/heldDigests';
import type { Store } from '../../store/store';
import { dayMs } from '../retention';
import { dueDigestDay, type DigestTime } from './digestClock';
import { mailHeldDigest, type DigestMailer } from './mailHeldDigest';

/**
 * Once a day, at the digest's hour, one instance (the one that claims the day in the store)
 * mails what was held since the last digest, or in the last day for the first. A failed send
 * frees the day for the next check; an instance that dies while sending frees it when its claim
 * runs out. The day's digest has one Message-ID, so a resend after such a death is one message.
 */
export function scheduleHeldDigest({
  store,
  mailer,
  time,
  log,
  intervalMs = 5 * 60_000,
  leaseMs = 15 * 60_000,
  now = Date.now,
}: {
  store: Store;
  mailer: DigestMailer;
  time: DigestTime;
  log: FastifyBaseLogger;
  intervalMs?: number;
  leaseMs?: number;
  now?: () => number;
}): { check(): Promise<void>; stop(): Promise<void> } {
  let running = Promise.resolve();
  const sendIfDue = async () => {
    const at = now();
    const day = dueDigestDay(at, time);
    if (day === undefined || !(await claimDigestDay(store, { day, now: at, leaseMs }))) return;
    try {
      const period = { since: (await lastDigestEnd(store)) ?? at - dayMs, until: at, ...time };
      const domain = mailer.settings.mailFrom.split('@').pop();
      const held = await mailHeldDigest(store, period, mailer, `<held-digest-${day}@${domain}>`);
      await settleDigestDay(store, { day, coversUntil: at, held });
      log.info(
        { event: 'held_digest', day, held },
        held === 0 ? 'Nothing was held: no spam digest today' : `Spam digest mailed: ${held} held`,
      );
    } catch (error) {
      await releaseDigestDay(store, day).catch(() => undefined);
      log.error({ err: error, event: 'held_digest_failed', day }, 'The spam digest was not sent');
    }
  };
  const check = () =>
    (running = running
      .then(sendIfDue)
      .catch((error: unknown) =>
        log.error({ err: error, event: 'held_digest_failed' }, 'The spam digest check failed'),
      ));
  void check();
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    check,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
