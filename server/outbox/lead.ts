import type { ContactMessage } from '../../client/features/contact/contactMessage';

/** How and from where the visitor sent the lead, as the server saw it. */
export interface LeadSource {
  /** URL of the page the form was sent from */
  page: string;
  /** the visitor's address as the server resolved it (TRUST_PROXY applied) */
  ip: string;
  userAgent: string;
  /** false: the no-JS form post */
  javascript: boolean;
}

/**
 * leads/<id>.json beside the message's .eml: the lead as received, in the structure the
 * destinations and operations read (the .eml is what a mailbox reads). Messages stored before
 * this record existed have none.
 */
export interface Lead {
  id: string;
  /** ISO 8601, the server's clock */
  receivedAt: string;
  message: ContactMessage;
  source: LeadSource;
}
