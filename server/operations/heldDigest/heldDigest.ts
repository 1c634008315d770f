import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from '../../jobs/email/composeMessage';
import { createSmtpSender, defaultSmtpTimeouts } from '../../jobs/email/smtpSender';
import type { RetrySchedule } from '../../jobs/retrySchedule';
import type { Task } from '../../jobs/task';
import {
  digestEnds,
  heldDigestTask,
  listHeldLeads,
  markDigested,
  type StoredLead,
} from '../../store/leads';
import type { Store } from '../../store/store';
import { dayMs } from '../retention';
import { composeDigest, localTime, type DigestPeriod } from './composeDigest';

interface DigestMailer {
  smtpUrl: string;
  settings: MailSettings;
}

/**
 * Mails the company the digest of the held leads `held`, none when there are none; resolves
 * once the SMTP server took it.
 */
export async function mailHeldDigest(
  held: StoredLead[],
  period: DigestPeriod,
  { smtpUrl, settings }: DigestMailer,
  messageId?: string,
): Promise<void> {
  if (held.length === 0) return;
  const raw = await composeDigest(held, period, settings, messageId);
  const sender = createSmtpSender(smtpUrl, settings.mailFrom, defaultSmtpTimeouts);
  try {
    // No store record waits on the data: a digest sent twice is one too many, never a loss.
    await sender.send(raw, settings.mailTo, async () => undefined);
  } finally {
    sender.close();
  }
}

/** A refused digest is tried again 5 minutes later, then less often; a day later the next one names its leads. */
const digestRetry: RetrySchedule = {
  initialDelayMs: 5 * 60_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: dayMs,
};

/**
 * Once a day, at the digest's hour, a job keyed by the day: every instance inserts it, the first
 * one's row is the day's, and one runner mails what was held since the last digest (or in the last
 * day, for the first) and every held lead no digest named before (it was stored after the last
 * one read its list). Only a digest the SMTP server took marks its leads as named: a failed send
 * leaves them for its retry, on the runner's backoff. The day's digest has one Message-ID, so a
 * resend after a crash is one message.
 */
export function heldDigest({
  store,
  mailer,
  time,
  log,
}: {
  store: Store;
  mailer: DigestMailer;
  /** an hour of the day in a time zone (IANA name, e.g. America/Phoenix) */
  time: { hour: number; timeZone: string };
  log: FastifyBaseLogger;
}): Task {
  const domain = mailer.settings.mailFrom.split('@').pop();
  return {
    name: heldDigestTask,
    retry: digestRetry,
    leaseMs: 60_000,
    // Today's, once the digest's hour has come.
    scheduled(now) {
      const local = localTime(now, time.timeZone);
      return local.hour >= time.hour ? { key: local.day, runAt: now } : undefined;
    },
    async run({ job: { key: day }, at }) {
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
      await mailHeldDigest(named, period, mailer, `<held-digest-${day}@${domain}>`);
      await markDigested(store, day, named);
      const held = named.length;
      log.info(
        { event: 'held_digest', day, held },
        held === 0 ? 'Nothing was held: no spam digest today' : `Spam digest mailed: ${held} held`,
      );
      return { kind: 'done' };
    },
  };
}
