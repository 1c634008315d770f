import type { FastifyBaseLogger } from 'fastify';
import {
  claimDigestDay,
  digestEnds,
  releaseDigestDay,
  settleDigestDay,
} from '../../store/heldDigests';
import { listHeldLeads } from '../../store/leads';
import type { Store } from '../../store/store';
import { dayMs } from '../retention';
import { dueDigestDay, type DigestTime } from './digestClock';
import { mailHeldDigest, type DigestMailer } from './mailHeldDigest';

/**
 * Once a day, at the digest's hour, one instance (the one that claims the day in the store)
 * mails what was held since the last digest, or in the last day for the first, and every held
 * lead no digest named before (it was stored after the last one read its list). Only a digest
 * the SMTP server took marks its leads as named: a failed send leaves them for the next, and
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
      const ends = await digestEnds(store);
      const period = { since: ends?.last ?? at - dayMs, until: at, ...time };
      // Not only what was received in the period: a lead received before a digest's end but
      // stored after it read its list is named by the next one. The first digest's day is the
      // earliest any digest covers.
      const named = await listHeldLeads(store, {
        since: (ends?.first ?? at) - dayMs,
        until: at,
        undigested: true,
      });
      const domain = mailer.settings.mailFrom.split('@').pop();
      await mailHeldDigest(named, period, mailer, `<held-digest-${day}@${domain}>`);
      await settleDigestDay(store, { day, coversUntil: at, named: named.map(({ id }) => id) });
      const held = named.length;
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
