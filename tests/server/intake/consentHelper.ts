import { consentTextVersions } from '../../../client/content/smsConsent';
import type { Config } from '../../../server/config';
import type { ConsentRecord } from '../../../server/store/consents';
import type { Store } from '../../../server/store/store';
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

/** Every consent record in the store, by lead id. */
export async function storedConsentRecords(store: Store): Promise<Map<string, ConsentRecord>> {
  const rows = await store.db.selectFrom('consents').select(['lead_id', 'record']).execute();
  return new Map(rows.map((row) => [row.lead_id, JSON.parse(row.record) as ConsentRecord]));
}

/** The consent record of lead `id` as the store keeps it. */
export async function storedConsentRecord(store: Store, id: string): Promise<ConsentRecord> {
  const record = (await storedConsentRecords(store)).get(id);
  if (!record) throw new Error(`No consent record for lead ${id}`);
  return record;
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
