import MailComposer from 'nodemailer/lib/mail-composer';
import { company } from '../../../client/content/company';
import type { Lead } from '../../store/lead';
import { escapeHtml } from '../../escapeHtml';
import { leadSections, screenSubjectPrefix, type Section } from './leadSections';

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
  const { id, message, screen } = lead;
  const receivedAt = new Date(lead.receivedAt);
  const mail = new MailComposer({
    from: { name: `${company.name} website`, address: settings.mailFrom },
    to: settings.mailTo,
    replyTo: { name: message.name, address: message.email },
    subject: `${screenSubjectPrefix(screen)}New inquiry from ${message.name} (${message.company})`,
    // Derived from the lead's id, so the rare resend (a connection lost while waiting for the
    // server's 250, an unconfirmed message retried by an operator) carries the same Message-ID
    // and the inbox keeps one copy.
    messageId: `<${id}@${settings.mailFrom.split('@').pop()}>`,
    date: receivedAt,
    text: textBody(lead, receivedAt, settings.siteUrl),
    html: htmlBody(lead, receivedAt, settings.siteUrl),
  });
  return mail.compile().build();
}
