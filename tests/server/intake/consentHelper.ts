import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consentTextVersions } from '../../../client/content/smsConsent';
import type { Config } from '../../../server/config';
import type { ConsentRecord } from '../../../server/intake/consent/consentRecord';
import { validMessage } from '../helper';

function newestWording() {
  const newest = consentTextVersions.at(-1);
  if (!newest) throw new Error('No consent wording is published');
  return newest;
}

/** The wording the form shows now. */
export const currentWording = newestWording();

/** The native form post of a message with the box ticked, as the browser sends it. */
export function formPost(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    url: '/api/send-email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The consent record of lead `id` as it is on disk. */
export async function consentRecordOnDisk(outboxDir: string, id: string): Promise<ConsentRecord> {
  const text = await readFile(join(outboxDir, 'consent', `${id}.json`), 'utf8');
  return JSON.parse(text) as ConsentRecord;
}

/** The record of validMessage sent with the current wording from the site's /contact by the JS form. */
export function expectedConsentRecord(
  config: Config,
  sent: Pick<ConsentRecord, 'leadId' | 'givenAt' | 'ip' | 'userAgent'>,
): ConsentRecord {
  return {
    ...sent,
    phone: validMessage.phone,
    email: validMessage.email,
    version: currentWording.id,
    text: currentWording.text,
    sha256: currentWording.sha256,
    page: `${config.siteUrl}/contact`,
    javascript: true,
  };
}
