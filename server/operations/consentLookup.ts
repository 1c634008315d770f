import { company } from '../../client/content/company';
import { escapeControlsInJson, oneLine } from '../controlCharacters';
import { unknownConsentVersion } from '../intake/takeLead';
import {
  emailKey,
  findConsents,
  phoneKey,
  type ConsentQuery,
  type ConsentRecord,
} from '../store/consents';
import type { Store } from '../store/store';
import { CommandError, readArguments, type CommandContext } from './command';

const usageHint =
  'consent needs a phone number or an e-mail address, e.g. consent "+1 480 555 0100" or consent jane@example.com';

/** The words after `consent` as one query, so an unquoted "+1 480 555 0100" works too. */
function parseQuery(words: string[]): ConsentQuery {
  const text = words.join(' ').trim();
  if (text === '') throw new CommandError(usageHint, 2);
  if (/^[^\s@]+@[^\s@]+$/.test(text)) return { kind: 'email', key: emailKey(text) };
  const digits = text.replace(/\D/g, '').length;
  if (/^\+?[\d\s().-]+$/.test(text) && digits >= 7 && digits <= 15) {
    return { kind: 'phone', key: phoneKey(text) };
  }
  throw new CommandError(`Not a phone number or an e-mail address: ${text}. ${usageHint}`, 2);
}

function wording(record: ConsentRecord): string[] {
  if (record.version === unknownConsentVersion || record.text === null) {
    const claimed =
      record.claimedVersion === undefined
        ? 'the form named no version'
        : `the form named version "${oneLine(record.claimedVersion)}", which was never published`;
    return [`Consent text:   unknown (${claimed})`];
  }
  return [
    `Consent text:   version ${oneLine(record.version)}, SHA-256 ${oneLine(record.sha256 ?? '')}`,
    `"${record.text}"`,
  ];
}

/**
 * One record as an operator pastes it into a reply to a carrier or a recipient. Every value the
 * visitor sent is escaped onto its one line: a record imported from the old file outbox, or
 * stored before the consent version was checked, may hold anything.
 */
export function consentRecordText(record: ConsentRecord): string {
  return [
    `SMS opt-in for lead ${oneLine(record.leadId)}`,
    `Given at:       ${oneLine(record.givenAt)} (UTC, the server's clock)`,
    `Phone number:   ${oneLine(record.phone)}`,
    `E-mail:         ${oneLine(record.email)}`,
    `Page:           ${oneLine(record.page)}`,
    `Sent:           ${record.javascript ? 'by the web form (JavaScript)' : 'by the web form posted without JavaScript'}`,
    `IP address:     ${oneLine(record.ip)}`,
    `User agent:     ${oneLine(record.userAgent)}`,
    ...wording(record),
  ].join('\n');
}

/** `consent <phone or e-mail> [--json]`: every consent record for that number or address, oldest first. */
export async function consent({ print }: CommandContext, store: Store, args: string[]) {
  const { values, positionals: words } = readArguments(args, { json: { type: 'boolean' } });
  const records = await findConsents(store, parseQuery(words));
  const asked = words.join(' ').trim();
  if (values.json === true) print(escapeControlsInJson(JSON.stringify(records, null, 2)));
  else if (records.length === 0) print(`No SMS consent record for ${asked} in ${store.location}`);
  else {
    print(
      [
        `SMS consent given to ${company.name} through the contact form of its website, for ${asked}: ${records.length} record(s)`,
        ...records.map(consentRecordText),
      ].join('\n\n'),
    );
  }
}
