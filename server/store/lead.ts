import { randomBytes } from 'node:crypto';
import type { Attribution } from '../../client/features/attribution/attribution';
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
 * What the spam screen (server/intake/screen/) found: every reason with its points. `marked`:
 * delivered, flagged as possible spam in the mail and the webhook.
 */
export interface ScreenResult {
  /** true: kept apart (the outbox command's spam), never relayed unless released */
  held: boolean;
  /** absent in records from before marking existed: `held` or `passed` then */
  verdict?: 'passed' | 'marked' | 'held';
  score: number;
  reasons: { layer: string; points: number; why: string; unsure?: true }[];
}

export function screenVerdict(screen: ScreenResult): NonNullable<ScreenResult['verdict']> {
  return screen.verdict ?? (screen.held ? 'held' : 'passed');
}

/**
 * The SMS opt-in the visitor ticked: the published wording the form was rendered with, looked up
 * on the server (smsConsent.ts), never the client's own text. A post naming no published wording
 * has version `unknown` and no text: never taken for the current wording.
 */
export interface LeadConsent {
  version: string;
  /** the words the page showed; null when the version is unknown */
  text: string | null;
  /** SHA-256 (hex) of `text`; null when the version is unknown */
  sha256: string | null;
  /** what an unknown post named as its version, cut short; absent when it named none */
  claimedVersion?: string;
}

/** The lead as received, in the structure the destinations and operations read. */
export interface Lead {
  id: string;
  /** ISO 8601, the server's clock */
  receivedAt: string;
  message: ContactMessage;
  source: LeadSource;
  /** the SMS consent it was sent with; none when the box was not ticked or the lead is older */
  consent?: LeadConsent;
  /** absent when the screen is off (SPAM_SCREEN=off) and in records older than the screen */
  screen?: ScreenResult;
  /** where the visit came from, as the page told it; absent when it told nothing (a direct post) */
  attribution?: Attribution;
}

/** Where a lead goes once taken: the company's inbox, and the CRM when LEAD_WEBHOOK_URL is set. */
export const destinationNames = ['email', 'webhook'] as const;
export type DestinationName = (typeof destinationNames)[number];

/**
 * Any id the store can hold: the intake's own, and an imported lead's, its old .eml file's name
 * ("x (1)" a copy's); no NUL, which a file name and PostgreSQL's text never hold.
 */
export const leadIdText = '[^\\u0000]{1,255}';

/** Sortable by arrival, so the worker relays in order; unguessable, so ids reveal nothing. */
export function newMessageId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(5).toString('hex')}`;
}
