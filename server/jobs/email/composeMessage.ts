import MailComposer from 'nodemailer/lib/mail-composer';
import { company } from '../../../client/content/company';
import { sourceOf, type Attribution } from '../../../client/features/attribution/attribution';
import {
  contactFields,
  type ContactMessage,
} from '../../../client/features/contact/contactMessage';
import type { Lead, LeadConsent, ScreenResult } from '../../store/lead';
import { escapeHtml } from '../../escapeHtml';

type Row = [label: string, value: string];

/**
 * One part of a lead's mail as the reader meets it, written once: the text part and the HTML
 * part each render it (below), in this order: heading, sentences, list, quote, rows.
 */
interface Section {
  heading?: string;
  /** the spam screen's mark: its heading stands out in the HTML part */
  warning?: true;
  sentences?: string[];
  list?: string[];
  /** words shown as they were shown to the visitor */
  quote?: string;
  rows?: Row[];
}

/** What a mail rule filters on: the subject of every message the spam screen marked starts so. */
const possibleSpamPrefix = '[Possible spam] ';

function screenSection(screen: ScreenResult | undefined): Section[] {
  if (screen?.verdict !== 'marked') return [];
  return [
    {
      heading: 'Possible spam',
      warning: true,
      sentences: [
        'The spam screen was unsure of this message, so it was delivered with this mark. What counted against it:',
      ],
      list: screen.reasons.map((reason) => `${reason.why} (+${reason.points})`),
    },
  ];
}

/** The one-line fields as rows; the message follows them whole. */
function messageSections(message: ContactMessage): Section[] {
  return [
    {
      rows: contactFields
        .filter((field) => !('multiline' in field))
        .map(({ name, label }) => [label, message[name]]),
    },
    { heading: 'Message', sentences: [message.message] },
  ];
}

/**
 * What the reader may do with the number: the words the visitor agreed to and when, or that they
 * agreed to none. Only the server's own data goes in (the published wording, its id, the
 * server's clock), never the version a post claimed.
 */
function consentSection(consent: LeadConsent | undefined, receivedAt: Date): Section {
  const heading = 'SMS consent';
  if (!consent) {
    return {
      heading,
      sentences: [
        'None given: this message came without the consent the form shows (a post by an integration, not the form). Do not text the phone number above.',
      ],
    };
  }
  const when = `Ticked on the form at ${receivedAt.toISOString()} (UTC) for the phone number above`;
  if (consent.text === null) {
    return {
      heading,
      sentences: [
        `${when}, but the form named no consent wording we published (version unknown): confirm the consent before texting.`,
      ],
    };
  }
  return {
    heading,
    sentences: [`${when}, beside this text (version ${consent.version}):`],
    quote: consent.text,
  };
}

/** "4 min 12 s", "2 h 5 min", "3 days": as long as it took, to the unit that matters. */
function spokenDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** The source first, then each part the visit told, in the visit's order. */
function attributionSection(attribution: Attribution | undefined): Section {
  const rows: Row[] = [['Source', sourceOf(attribution)]];
  if (attribution) {
    const { landingPage, referrer, utm, clickId, pagesSeen, secondsToSend } = attribution;
    rows.push(['Landing page', landingPage]);
    if (referrer) rows.push(['Referrer', referrer]);
    for (const [key, value] of Object.entries(utm ?? {})) rows.push([`utm_${key}`, value]);
    if (clickId) rows.push(['Ad click', `${clickId.kind} ${clickId.value}`]);
    if (pagesSeen.length > 0) rows.push(['Pages seen', pagesSeen.join(' → ')]);
    if (secondsToSend !== undefined) rows.push(['Time to send', spokenDuration(secondsToSend)]);
  }
  return { heading: 'How they found us', rows };
}

/** A lead's mail, part by part: the mark if the screen was unsure, the message, consent, source. */
function leadSections(lead: Lead, receivedAt: Date): Section[] {
  return [
    ...screenSection(lead.screen),
    ...messageSections(lead.message),
    consentSection(lead.consent, receivedAt),
    attributionSection(lead.attribution),
  ];
}

export interface MailSettings {
  mailFrom: string;
  mailTo: string[];
  siteUrl: string;
}

/** Labels and values in two columns, as a mail client's fixed-width text shows them. */
function textRows(rows: Section['rows'] = []): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

function sectionText({ heading, sentences = [], list = [], quote, rows }: Section): string[] {
  return [
    ...(heading === undefined ? [] : [`${heading}:`]),
    ...sentences,
    ...list.map((item) => `- ${item}`),
    ...(quote === undefined ? [] : [`"${quote}"`]),
    ...textRows(rows),
    '',
  ];
}

function sectionHtml({ heading, warning, sentences = [], list = [], quote, rows = [] }: Section) {
  const headingStyle = `margin:16px 0 4px${warning ? ';color:#92400e' : ''}`;
  const cells = rows.map(
    ([label, value]) =>
      `<tr><th align="left" style="padding:2px 16px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return [
    ...(heading === undefined ? [] : [`<h3 style="${headingStyle}">${escapeHtml(heading)}</h3>`]),
    ...sentences.map((text) => `<p style="white-space:pre-wrap;margin:0">${escapeHtml(text)}</p>`),
    ...(list.length === 0
      ? []
      : [
          `<ul style="margin:4px 0 16px">${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
        ]),
    ...(quote === undefined
      ? []
      : [`<blockquote style="margin:4px 0 0 16px">${escapeHtml(quote)}</blockquote>`]),
    ...(cells.length === 0 ? [] : [`<table>${cells.join('')}</table>`]),
  ];
}

function textBody(lead: Lead, receivedAt: Date, siteUrl: string): string {
  return [
    `New inquiry from the contact form on ${siteUrl}/contact`,
    '',
    ...leadSections(lead, receivedAt).flatMap(sectionText),
    '--',
    `Reply to this e-mail to answer ${lead.message.name} directly.`,
    `Received ${receivedAt.toISOString()}, reference ${lead.id}.`,
    '',
  ].join('\n');
}

function htmlBody(lead: Lead, receivedAt: Date, siteUrl: string): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<p>New inquiry from the contact form on ${escapeHtml(siteUrl)}/contact</p>`,
    ...leadSections(lead, receivedAt).flatMap(sectionHtml),
    `<p style="color:#6b7280;font-size:12px">Reply to this e-mail to answer ${escapeHtml(lead.message.name)} directly. Received ${receivedAt.toISOString()}, reference ${lead.id}.</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The complete RFC 5322 message of a lead, as mailed and as `npm run outbox -- show --eml` writes
 * it for any mail client. The same lead always makes the same Message-ID and Date.
 * From is the company's own address (a visitor's address as From fails SPF/DMARC and the lead is
 * silently dropped); the visitor is the Reply-To.
 */
export function composeMessage(lead: Lead, settings: MailSettings): Promise<Buffer> {
  const { id, message } = lead;
  const receivedAt = new Date(lead.receivedAt);
  return new MailComposer({
    from: { name: `${company.name} website`, address: settings.mailFrom },
    to: settings.mailTo,
    replyTo: { name: message.name, address: message.email },
    subject: `${lead.screen?.verdict === 'marked' ? possibleSpamPrefix : ''}New inquiry from ${message.name} (${message.company})`,
    // Derived from the lead's id, so the rare resend (a connection lost while waiting for the
    // server's 250, an unconfirmed message retried by an operator) carries the same Message-ID
    // and the inbox keeps one copy.
    messageId: `<${id}@${settings.mailFrom.split('@').pop()}>`,
    date: receivedAt,
    text: textBody(lead, receivedAt, settings.siteUrl),
    html: htmlBody(lead, receivedAt, settings.siteUrl),
  })
    .compile()
    .build();
}
