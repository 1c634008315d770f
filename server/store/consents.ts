import type { Lead, LeadConsent, LeadSource } from './lead';
import type { Store } from './store';

/**
 * What the company shows when a text is disputed or a carrier reviews its opt-in: the words, the
 * number and address they cover, when (UTC, the server's clock), and from where. Built from the
 * lead, which carries the same proof, so the two can never disagree. Kept apart from the lead on
 * purpose: CONSENT_RETENTION_DAYS whatever becomes of the lead, written once, never changed.
 */
export interface ConsentRecord extends LeadConsent, LeadSource {
  leadId: string;
  givenAt: string;
  phone: string;
  email: string;
}

/** undefined for a lead sent without consent. */
export function consentRecordOf(lead: Lead): ConsentRecord | undefined {
  if (!lead.consent) return undefined;
  return {
    leadId: lead.id,
    givenAt: lead.receivedAt,
    phone: lead.message.phone,
    email: lead.message.email,
    ...lead.consent,
    ...lead.source,
  };
}

/** Digits only; a US number written with its country code (+1) matches one written without. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Inside the lead's own transaction; recording a lead twice keeps the first record. Whether this
 * record is the one kept.
 */
export async function recordConsent(db: Store['db'], record: ConsentRecord): Promise<boolean> {
  const { numInsertedOrUpdatedRows = 0n } = await db
    .insertInto('consents')
    .values({
      lead_id: record.leadId,
      given_at: Date.parse(record.givenAt),
      phone_key: phoneKey(record.phone),
      email_key: emailKey(record.email),
      record: JSON.stringify(record),
    })
    .onConflict((conflict) => conflict.column('lead_id').doNothing())
    .executeTakeFirst();
  return numInsertedOrUpdatedRows > 0n;
}

export type ConsentQuery = { kind: 'email' | 'phone'; key: string };

/** Every record for the number or address, oldest first. */
export async function findConsents(store: Store, query: ConsentQuery): Promise<ConsentRecord[]> {
  const rows = await store.db
    .selectFrom('consents')
    .select('record')
    .where(query.kind === 'email' ? 'email_key' : 'phone_key', '=', query.key)
    .orderBy('given_at')
    .orderBy('lead_id')
    .execute();
  return rows.map((row) => JSON.parse(row.record) as ConsentRecord);
}
