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

/** What the spam screen (server/intake/screen/) found: every reason with its points. */
export interface ScreenResult {
  /** true: kept in spam/, never relayed unless released */
  held: boolean;
  score: number;
  reasons: { layer: string; points: number; why: string }[];
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
  /** absent when the screen is off (SPAM_SCREEN=off) and in records older than the screen */
  screen?: ScreenResult;
}
