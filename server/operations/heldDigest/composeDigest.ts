import MailComposer from 'nodemailer/lib/mail-composer';
import { company } from '../../../client/content/company';
import { showControls } from '../../controlCharacters';
import type { MailSettings } from '../../jobs/email/composeMessage';
import type { StoredLead } from '../../store/leads';
import { describeScreen, listedFields } from '../leadView';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  formats.set(timeZone, format);
  return format;
}

/** `at` on the wall clock of `timeZone`: its day (YYYY-MM-DD), hour, and text as the digest writes it. */
export function localTime(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
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

export interface DigestPeriod {
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

const releaseCommand = (id: string) => `npm run outbox -- release ${id}`;

function entry(lead: StoredLead, index: number, timeZone: string): string[] {
  return [
    `${index + 1}. Held ${localTime(Date.parse(lead.receivedAt), timeZone).text}`,
    ...listedFields.map(({ name, label }) => row(label, inert(lead.message[name]))),
    row('Reasons', describeScreen(lead.screen) || 'none recorded'),
    row('Message', inert(quote(lead.message.message))),
    row('Release', releaseCommand(lead.id)),
    '',
  ];
}

/**
 * Fewest points first: a person held by mistake is usually just past the threshold, a bot far
 * beyond it, so among a flood's hundreds the people come first.
 */
function likeliestPeopleFirst(held: StoredLead[]): StoredLead[] {
  const score = (lead: StoredLead) => lead.screen?.score ?? 0;
  return [...held].sort((a, b) => score(a) - score(b));
}

function digestText(held: StoredLead[], period: DigestPeriod, settings: MailSettings): string {
  const at = (ms: number) => localTime(ms, period.timeZone).text;
  const listed = likeliestPeopleFirst(held).slice(0, listedAtMost);
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
