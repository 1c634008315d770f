import MailComposer from 'nodemailer/lib/mail-composer';
import { company } from '../../../client/content/company';
import {
  contactFields,
  type ContactMessage,
} from '../../../client/features/contact/contactMessage';
import type { Lead, ScreenResult } from '../../store/lead';
import { escapeHtml } from '../../escapeHtml';
import { attributionHtmlBlock, attributionTextBlock } from './attributionBlock';
import { consentHtmlBlock, consentTextBlock } from './consentBlock';
import { screenHtmlBlock, screenSubjectPrefix, screenTextBlock } from './screenBlock';

export interface MailSettings {
  mailFrom: string;
  mailTo: string[];
  siteUrl: string;
}

interface ComposeInput extends Omit<Lead, 'receivedAt'> {
  receivedAt: Date;
  settings: MailSettings;
}

/**
 * Derived from the outbox id, so the rare resend (a connection lost while waiting for the
 * server's 250, an unconfirmed message moved back by hand) carries the same Message-ID and the
 * inbox keeps one copy.
 */
function messageIdFor(id: string, mailFrom: string): string {
  return `<${id}@${mailFrom.split('@').pop()}>`;
}

function subjectFor(message: ContactMessage, screen: ScreenResult | undefined): string {
  return `${screenSubjectPrefix(screen)}New inquiry from ${message.name} (${message.company})`;
}

/** The one-line fields as rows; the message follows them whole. */
const rows = contactFields.filter((field) => !('multiline' in field));

function textBody({
  id,
  message,
  receivedAt,
  consent,
  screen,
  attribution,
  settings,
}: ComposeInput): string {
  const width = Math.max(...rows.map(({ label }) => label.length)) + 2;
  return [
    `New inquiry from the contact form on ${settings.siteUrl}/contact`,
    '',
    ...screenTextBlock(screen),
    ...rows.map(({ name, label }) => `${`${label}:`.padEnd(width)}${message[name]}`),
    '',
    'Message:',
    message.message,
    '',
    ...consentTextBlock(consent, receivedAt),
    ...attributionTextBlock(attribution),
    '--',
    `Reply to this e-mail to answer ${message.name} directly.`,
    `Received ${receivedAt.toISOString()}, reference ${id}.`,
    '',
  ].join('\n');
}

function htmlBody({
  id,
  message,
  receivedAt,
  consent,
  screen,
  attribution,
  settings,
}: ComposeInput): string {
  const table = rows
    .map(
      ({ name, label }) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0">${label}</th><td>${escapeHtml(message[name])}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<p>New inquiry from the contact form on ${escapeHtml(settings.siteUrl)}/contact</p>`,
    ...screenHtmlBlock(screen),
    `<table>${table}</table>`,
    '<h3 style="margin:16px 0 4px">Message</h3>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(message.message)}</p>`,
    consentHtmlBlock(consent, receivedAt),
    attributionHtmlBlock(attribution),
    `<p style="color:#6b7280;font-size:12px">Reply to this e-mail to answer ${escapeHtml(message.name)} directly. Received ${receivedAt.toISOString()}, reference ${id}.</p>`,
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
  const input: ComposeInput = { ...lead, receivedAt: new Date(lead.receivedAt), settings };
  const { id, message, receivedAt, screen } = input;
  const mail = new MailComposer({
    from: { name: `${company.name} website`, address: settings.mailFrom },
    to: settings.mailTo,
    replyTo: { name: message.name, address: message.email },
    subject: subjectFor(message, screen),
    messageId: messageIdFor(id, settings.mailFrom),
    date: receivedAt,
    text: textBody(input),
    html: htmlBody(input),
  });
  return mail.compile().build();
}
