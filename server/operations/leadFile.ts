import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { receivedAt } from '../outbox/messageTime';
import type { Folder, Outbox } from '../outbox/outbox';
import { describeScreen } from './screenSummary';

export interface LeadSummary {
  id: string;
  folder: Folder;
  receivedAt: string;
  name: string;
  email: string;
  company: string;
  size: number;
  /** what the spam screen found (screenSummary.ts) */
  screen: string;
}

export async function parseLead(outbox: Outbox, folder: Folder, id: string): Promise<ParsedMail> {
  return simpleParser(await outbox.read(folder, id));
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(address) ? address : address ? [address] : [])
    .map((item) => item.text)
    .join(', ');
}

/** What a recipient's mail client shows: the main headers, then the text part. */
export function asRecipientSees(mail: ParsedMail): string {
  const headers: [string, string | undefined][] = [
    ['From', addressText(mail.from)],
    ['To', addressText(mail.to)],
    ['Reply-To', addressText(mail.replyTo)],
    ['Subject', mail.subject],
    ['Date', mail.date?.toUTCString()],
    ['Message-ID', mail.messageId],
  ];
  const width = Math.max(...headers.map(([name]) => name.length)) + 2;
  return [
    ...headers.map(([name, value]) => `${`${name}:`.padEnd(width)}${value ?? ''}`),
    '',
    (mail.text ?? '').trimEnd(),
  ].join('\n');
}

/** The visitor is the Reply-To; the company has a line of its own in the text part. */
export async function summarizeLead(
  outbox: Outbox,
  folder: Folder,
  id: string,
): Promise<LeadSummary> {
  const raw = await outbox.read(folder, id);
  const mail = await simpleParser(raw);
  const visitor = mail.replyTo?.value[0];
  return {
    id,
    folder,
    receivedAt: (await receivedAt(outbox, folder, id)).toISOString(),
    name: visitor?.name ?? '',
    email: visitor?.address ?? '',
    company: /^Company:[ \t]*(.*)$/m.exec(mail.text ?? '')?.[1]?.trim() ?? '',
    size: raw.length,
    screen: describeScreen((await outbox.readLead(id))?.screen),
  };
}
