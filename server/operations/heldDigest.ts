import type { FastifyBaseLogger } from 'fastify';
import MailComposer from 'nodemailer/lib/mail-composer';
import { company } from '../../client/content/company';
import { showControls } from '../controlCharacters';
import type { MailSettings } from '../jobs/email/composeMessage';
import { progressOf, sendToTheRest, type Progress } from '../jobs/email/sendToTheRest';
import { createSmtpSender, defaultSmtpTimeouts } from '../jobs/email/smtpSender';
import type { Outcome, Task } from '../jobs/task';
import {
  digestEnds,
  giveBackFromDigest,
  heldDigestTask,
  listHeldLeads,
  takeForDigest,
  type StoredLead,
} from '../store/leads';
import type { Store } from '../store/store';
import { describeScreen, listedFields } from './leadView';
import { dayMs } from './retention';

const formats = new Map<string, Intl.DateTimeFormat>();

/** `at` on the wall clock of `timeZone`: its day (YYYY-MM-DD), hour, and text as the digest writes it. */
function localTime(at: number, timeZone: string) {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour: Number(parts.hour), text: `${day} ${parts.hour}:${parts.minute}` };
}

/** A URL's scheme, written so no mail client makes a link of it: hxxps://, fxp://. */
const scheme = /\b(h)tt(ps?)(?=:\/\/)|\b(f)t(p)(?=:\/\/)/gi;
/** A host name: labels joined by dots, ending in a letters-only top-level domain. */
const hostName = /(?<![\p{L}\p{N}-])(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?![\p{L}\p{N}-])/gu;

/**
 * Text a spammer wrote, made unclickable the way security teams share indicators: hxxps:// for
 * the scheme and [.] for each dot of a host name (example[.]com, also in an e-mail address), so
 * a mail client turns neither into a link. A person can still read, and type, every one.
 */
export function defangLinks(text: string): string {
  return text
    .replace(scheme, (_match, h, ps, f, p) => (h ? `${h}xx${ps}` : `${f}x${p}`))
    .replace(hostName, (host) => host.replaceAll('.', '[.]'));
}

/** How much of each message the digest quotes: enough to tell a person from a pitch. */
const quotedCharacters = 200;
/** A flood's digest stays readable: the rest are a command away. */
const listedAtMost = 100;

interface DigestPeriod {
  since: number;
  until: number;
  timeZone: string;
}

const width = Math.max(...listedFields.map(({ label }) => label.length), 'Release'.length) + 2;
const row = (label: string, value: string) => `   ${`${label}:`.padEnd(width)}${value}`;

/** What the form's one-line check lets through and mail clients still break a line at. */
const lineSeparators = /[\u2028\u2029]/g;

/**
 * What a spammer wrote, safe in an inbox: no control characters, no line or paragraph separator
 * (written out as \u2028, so a field starts no row of its own), no clickable link.
 */
const inert = (text: string) =>
  defangLinks(
    showControls(text).replace(lineSeparators, (char) => `\\u${char.charCodeAt(0).toString(16)}`),
  );

function quote(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  const cut = [...flat];
  return cut.length > quotedCharacters ? `${cut.slice(0, quotedCharacters).join('')}…` : flat;
}

function entry(lead: StoredLead, index: number, timeZone: string): string[] {
  return [
    `${index + 1}. Held ${localTime(Date.parse(lead.receivedAt), timeZone).text}`,
    ...listedFields.map(({ name, label }) => row(label, inert(lead.message[name]))),
    row('Reasons', describeScreen(lead.screen) || 'none recorded'),
    row('Message', inert(quote(lead.message.message))),
    row('Release', `npm run outbox -- release ${lead.id}`),
    '',
  ];
}

function digestText(held: StoredLead[], period: DigestPeriod, settings: MailSettings): string {
  const at = (ms: number) => localTime(ms, period.timeZone).text;
  // Fewest points first: a person held by mistake is usually just past the threshold, a bot far
  // beyond it, so among a flood's hundreds the people come first.
  const score = (lead: StoredLead) => lead.screen?.score ?? 0;
  const listed = [...held].sort((a, b) => score(a) - score(b)).slice(0, listedAtMost);
  const unlisted = held.length - listed.length;
  return [
    `The spam screen held ${held.length} message(s) sent through the contact form on ${settings.siteUrl}/contact`,
    `between ${at(period.since)} and ${at(period.until)} (${period.timeZone} time).`,
    'They reached neither this inbox nor the CRM. If one is a real person, release it in the',
    `console, ${settings.siteUrl}/console/held, or run the release command under it on the`,
    'server: the message is then delivered like any other.',
    'The fewest points come first. Links are defanged (hxxps://example[.]com): read them, do',
    'not follow them.',
    '',
    ...listed.flatMap((lead, index) => entry(lead, index, period.timeZone)),
    ...(unlisted > 0
      ? [`… and ${unlisted} more, with more points: npm run outbox -- list spam`, '']
      : []),
    '--',
    'Every held message: npm run outbox -- list spam',
    '',
  ].join('\n');
}

/**
 * The digest of held messages, plain text only: a spammer's words never become markup or a link
 * in the company's inbox. `messageId` lets a resend of the same day's digest be one message.
 */
export function composeDigest(
  held: StoredLead[],
  period: DigestPeriod,
  settings: MailSettings,
  messageId?: string,
): Promise<Buffer> {
  const mail = new MailComposer({
    from: { name: `${company.name} website`, address: settings.mailFrom },
    to: settings.mailTo,
    subject: `Spam digest: ${held.length} contact message(s) held, not delivered`,
    ...(messageId !== undefined && { messageId }),
    date: new Date(period.until),
    text: digestText(held, period, settings),
  });
  return mail.compile().build();
}

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
  options: { sentTo?: string[]; messageId?: string; at?: number } = {},
): Promise<{ outcome: Outcome; sentTo: string[] }> {
  const { sentTo = [], messageId, at = period.until } = options;
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
const digestRetry = { initialDelayMs: 5 * 60_000, maxDelayMs: 60 * 60_000, giveUpAfterMs: dayMs };

/**
 * Once a day, at the digest's hour, a job keyed by the day: every instance inserts it, the first
 * one's row is the day's, and one runner mails what was held since the last digest (or in the last
 * day, for the first) and every held lead no digest named before (it was stored after the last
 * one read its list). A digest an address took marks its leads as named, and the job's payload
 * keeps who has it and its period, so a retry mails the addresses that refused it that very
 * digest; a digest nobody took leaves its leads for its retry. Retries are on the runner's
 * backoff. The day's digest has one Message-ID, so a resend after a crash is one message.
 */
export function heldDigest(options: {
  store: Store;
  mailer: DigestMailer;
  /** an hour of the day in a time zone (IANA name, e.g. America/Phoenix) */
  time: { hour: number; timeZone: string };
  log: FastifyBaseLogger;
}): Task {
  const { store, mailer, time, log } = options;
  const domain = mailer.settings.mailFrom.split('@').pop();
  async function digestToCome(day: string, at: number) {
    const ends = await digestEnds(store);
    // Not only what was received in the period: a lead received before a digest's end but
    // stored after it read its list is named by the next one. The first digest's day is the
    // earliest any digest covers. A try that crashed after an address took the day's digest,
    // before its payload kept who, left its leads named by the day: every address gets them again.
    await takeForDigest(store, day, (ends.first ?? at) - dayMs, at);
    return {
      period: { since: ends.last ?? at - dayMs, until: at, ...time },
      named: await listHeldLeads(store, { since: 0, until: at, namedBy: day }),
    };
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
          : await digestToCome(day, at);
      // Taken for the day's digest before it is mailed, and named for good once one address has
      // them (a later digest would name them to that one again); a try that reached nobody gives
      // them back to its retry, or to a later day's digest.
      const sent = await mailHeldDigest(named, period, mailer, {
        sentTo: progress.sentTo,
        at,
        messageId: `<held-digest-${day}@${domain}>`,
      }).catch(async (error: unknown) => {
        if (progress.sentTo.length === 0) await giveBackFromDigest(store, day);
        throw error;
      });
      if (sent.sentTo.length === 0) await giveBackFromDigest(store, day);
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
