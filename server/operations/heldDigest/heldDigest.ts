import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from '../../jobs/email/composeMessage';
import { progressOf, sendToTheRest, type Progress } from '../../jobs/email/sendToTheRest';
import { createSmtpSender, defaultSmtpTimeouts } from '../../jobs/email/smtpSender';
import type { RetrySchedule } from '../../jobs/retrySchedule';
import type { Outcome, Task } from '../../jobs/task';
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

/** What a digest some MAIL_TO addresses have keeps for the others: the period it covers. */
type KeptPeriod = Pick<DigestPeriod, 'since' | 'until'>;

/**
 * Mails the digest of the held leads `held` to the MAIL_TO addresses `sentTo` does not name, in a
 * try begun `at`, none when there are none, with the try's outcome and who has the digest now.
 */
export async function mailHeldDigest(
  held: StoredLead[],
  period: DigestPeriod,
  { smtpUrl, settings }: DigestMailer,
  {
    sentTo = [],
    messageId,
    at = period.until,
  }: { sentTo?: string[]; messageId?: string; at?: number } = {},
): Promise<{ outcome: Outcome; sentTo: string[] }> {
  if (held.length === 0) return { outcome: { kind: 'done' }, sentTo };
  const sender = createSmtpSender(smtpUrl, settings.mailFrom, defaultSmtpTimeouts);
  try {
    return await sendToTheRest({
      sender,
      mailTo: settings.mailTo,
      progress: { since: period.since, until: period.until, sentTo } satisfies Progress<KeptPeriod>,
      at,
      compose: () => composeDigest(held, period, settings, messageId),
      // No store record waits on the data: a digest sent twice is one too many, never a loss.
      dataBegins: async () => undefined,
    });
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
 * one read its list). A digest an address took marks its leads as named, and the job's payload
 * keeps who has it and its period, so a retry mails the addresses that refused it that very
 * digest; a digest nobody took leaves its leads for its retry. Retries are on the runner's
 * backoff. The day's digest has one Message-ID, so a resend after a crash is one message.
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
  /**
   * The digest a try at `at` begins: what was held since the last digest (or in the last day, for
   * the first), and every held lead no digest named before.
   */
  async function digestToCome(at: number) {
    const ends = await digestEnds(store);
    // Not only what was received in the period: a lead received before a digest's end but
    // stored after it read its list is named by the next one. The first digest's day is the
    // earliest any digest covers.
    const named = await listHeldLeads(store, {
      since: (ends?.first ?? at) - dayMs,
      until: at,
      undigested: true,
    });
    return { period: { since: ends?.last ?? at - dayMs, until: at, ...time }, named };
  }
  return {
    name: heldDigestTask,
    retry: digestRetry,
    leaseMs: 60_000,
    // Today's, once the digest's hour has come.
    scheduled(now) {
      const local = localTime(now, time.timeZone);
      return local.hour >= time.hour ? { key: local.day, runAt: now } : undefined;
    },
    async run({ job: { key: day, payload }, at }) {
      const progress = progressOf<KeptPeriod>(payload);
      const { period, named } =
        progress.sentTo.length > 0 && progress.since !== undefined && progress.until !== undefined
          ? // Some addresses have the day's digest: the others get the very same one.
            {
              period: { since: progress.since, until: progress.until, ...time },
              named: await listHeldLeads(store, { since: 0, until: progress.until, namedBy: day }),
            }
          : await digestToCome(at);
      const sent = await mailHeldDigest(named, period, mailer, {
        sentTo: progress.sentTo,
        at,
        messageId: `<held-digest-${day}@${domain}>`,
      });
      // Named once one address has them: a later digest would name them to that one again.
      if (sent.sentTo.length > 0) await markDigested(store, day, named);
      if (sent.outcome.kind === 'done') {
        const held = named.length;
        log.info(
          { event: 'held_digest', day, held },
          held === 0
            ? 'Nothing was held: no spam digest today'
            : `Spam digest mailed: ${held} held`,
        );
      }
      return sent.outcome;
    },
  };
}
