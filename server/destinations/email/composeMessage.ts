import MailComposer from 'nodemailer/lib/mail-composer';
import { company } from '../../../client/content/company';
import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import type { LeadConsent, ScreenResult } from '../../outbox/lead';
import { escapeHtml } from '../../prerender/headTags';
import { consentHtmlBlock, consentTextBlock } from './consentBlock';
import { screenHtmlBlock, screenSubjectPrefix, screenTextBlock } from './screenBlock';

interface MailSettings {
  mailFrom: string;
  mailTo: string[];
  siteUrl: string;
}

interface ComposeInput {
  id: string;
  message: ContactMessage;
  receivedAt: Date;
  /** the SMS opt-in the lead was sent with; none: the mail says no consent was given */
  consent?: LeadConsent | undefined;
  /** the spam screen's result; a marked message says so in its subject and body */
  screen?: ScreenResult | undefined;
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

const fieldLabels: [keyof ContactMessage, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
];

function textBody({ id, message, receivedAt, consent, screen, settings }: ComposeInput): string {
  const width = Math.max(...fieldLabels.map(([, label]) => label.length)) + 2;
  return [
    `New inquiry from the contact form on ${settings.siteUrl}/contact`,
    '',
    ...screenTextBlock(screen),
    ...fieldLabels.map(([field, label]) => `${`${label}:`.padEnd(width)}${message[field]}`),
    '',
    'Message:',
    message.message,
    '',
    ...consentTextBlock(consent, receivedAt),
    '--',
    `Reply to this e-mail to answer ${message.name} directly.`,
    `Received ${receivedAt.toISOString()}, reference ${id}.`,
    '',
  ].join('\n');
}

function htmlBody({ id, message, receivedAt, consent, screen, settings }: ComposeInput): string {
  const rows = fieldLabels
    .map(
      ([field, label]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0">${label}</th><td>${escapeHtml(message[field])}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<p>New inquiry from the contact form on ${escapeHtml(settings.siteUrl)}/contact</p>`,
    ...screenHtmlBlock(screen),
    `<table>${rows}</table>`,
    '<h3 style="margin:16px 0 4px">Message</h3>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(message.message)}</p>`,
    consentHtmlBlock(consent, receivedAt),
    `<p style="color:#6b7280;font-size:12px">Reply to this e-mail to answer ${escapeHtml(message.name)} directly. Received ${receivedAt.toISOString()}, reference ${id}.</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * Builds the complete RFC 5322 message once, when it is accepted: the outbox keeps exactly the
 * bytes that will be relayed, and without SMTP the file is a standard .eml any mail client opens.
 * From is the company's own address (a visitor's address as From fails SPF/DMARC and the lead is
 * silently dropped); the visitor is the Reply-To.
 */
export function composeMessage(input: ComposeInput): Promise<Buffer> {
  const { id, message, receivedAt, screen, settings } = input;
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
