import type { AddressObject, ParsedMail } from 'mailparser';
import { sourceOf, type Attribution } from '../../client/features/attribution/attribution';
import { contactFields } from '../../client/features/contact/contactMessage';
import { oneLine } from '../controlCharacters';
import { screenVerdict, type ScreenResult } from '../store/lead';
import { folderOf, type StoredLead } from '../store/leads';
import { textTable } from './command';

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(address) ? address : address ? [address] : [])
    .map((item) => item.text)
    .join(', ');
}

/** What a recipient's mail client shows: the main headers, each on one line, then the text part. */
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
    ...headers.map(([name, value]) => `${`${name}:`.padEnd(width)}${oneLine(value ?? '')}`),
    '',
    (mail.text ?? '').trimEnd(),
  ].join('\n');
}

/** The one-line fields of the form (the message has its own place), as `list` and the digest print them. */
export const listedFields = contactFields.filter((field) => !('multiline' in field));

/** The operator's word for a delivery's state, the one `status` counts by. */
function webhookWord(lead: StoredLead): string {
  const state = lead.deliveries.webhook?.state;
  if (state === undefined) return 'not queued';
  return state === 'queued' || state === 'sending' ? 'pending' : state;
}

type Column = [key: string, heading: string, cell: (lead: StoredLead) => string];

/**
 * `list`'s rows, as JSON and as a table: the form's fields are its columns, named by their labels,
 * and the lead's source in words; the JSON has its whole attribution too (null: none told).
 */
export function listColumns(
  leads: StoredLead[],
  webhook: boolean,
): { rows: Record<string, string | Attribution | null>[]; table: string } {
  const columns: Column[] = [
    ['id', 'ID', (lead) => lead.id],
    ['folder', 'FOLDER', folderOf],
    ['receivedAt', 'RECEIVED', (lead) => lead.receivedAt],
    ...listedFields.map(({ name, label }): Column => [
      name,
      label.toUpperCase(),
      (lead) => lead.message[name],
    ]),
    ['screen', 'SCREEN', (lead) => describeScreen(lead.screen)],
    ...(webhook ? [['webhook', 'WEBHOOK', webhookWord] satisfies Column] : []),
    ['source', 'SOURCE', (lead) => sourceOf(lead.attribution)],
  ];
  const rows = leads.map((lead) => ({
    ...Object.fromEntries(columns.map(([key, , cell]) => [key, cell(lead)])),
    attribution: lead.attribution ?? null,
  }));
  // Each lead one line of the table: a U+2028 the form lets through in a one-line field would
  // start a line of its own in a terminal or an editor and pass for another lead's row.
  const table = textTable([
    columns.map(([, heading]) => heading),
    ...leads.map((lead) => columns.map(([, , cell]) => oneLine(cell(lead) ?? ''))),
  ]).join('\n');
  return { rows, table };
}

/**
 * One line an operator reads in `list` and `show`: held, marked or passed, the score, and each reason
 * with its points. Empty for messages stored with the screen off or before it existed.
 */
export function describeScreen(screen: ScreenResult | undefined): string {
  if (!screen) return '';
  const verdict = screenVerdict(screen);
  const reasons = screen.reasons.map((reason) => `${reason.why} (+${reason.points})`).join('; ');
  return `${verdict}, ${screen.score} points${reasons ? `: ${reasons}` : ''}`;
}
