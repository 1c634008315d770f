import type { Lead } from '../../outbox/lead';

/**
 * What the company shows when a text is disputed or a carrier reviews its opt-in: the words, the
 * number and address they cover, when (UTC, the server's clock), and from where. Built from the
 * lead, which carries the same proof, so the two can never disagree.
 */
export interface ConsentRecord {
  leadId: string;
  givenAt: string;
  phone: string;
  email: string;
  /** the published wording's id, or `unknown` (then text and sha256 are null) */
  version: string;
  text: string | null;
  sha256: string | null;
  claimedVersion?: string;
  page: string;
  /** as the server resolved it, TRUST_PROXY applied */
  ip: string;
  userAgent: string;
  /** false: the form was posted without JavaScript */
  javascript: boolean;
}

/** undefined for a lead sent without consent (stored before consent was recorded). */
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
