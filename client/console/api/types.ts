import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ContactMessage } from '../../features/contact/contactMessage';
import type { Vitals } from '../../features/insight/beaconPayload';

/**
 * The console API's answers, the one definition of them: the server checks each route's answer
 * against its type here (type-only imports, so no server code reaches the client bundle), the
 * client reads them as these types, and the tests' fake API answers by route with them.
 */
export type Role = 'owner' | 'member';

export interface User {
  email: string;
  role: Role;
  recentAssertionUntil: number | null;
}

export type ApiErrorCode =
  | 'signin'
  | 'reauth'
  | 'forbidden'
  | 'cross-site'
  | 'rate-limited'
  | 'not-found'
  | 'invalid'
  | 'conflict';

/** Every answer other than 2xx; a bare 5xx has no code. */
export interface ErrorAnswer {
  error: string;
  code?: ApiErrorCode;
}

export const leadStates = ['new', 'handled', 'held', 'marked', 'failed'] as const;
export type LeadState = (typeof leadStates)[number];

/** A time as the server sends it: ISO 8601. */
type Iso = string;

export interface LeadRow {
  id: string;
  receivedAt: Iso;
  name: string;
  email: string;
  phone: string;
  company: string;
  state: LeadState;
  source: string;
  campaign: string | null;
  points: number | null;
  preview: string;
}

interface LeadPage {
  leads: LeadRow[];
  next: string | null;
}

export type Destination = 'email' | 'webhook';

interface Delivery {
  destination: Destination;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastAnswer: string | null;
  nextTryAt: Iso | null;
}

/** A type, not an interface: the page lists it as any record (a key added later still shows). */
type Attribution = {
  source: string;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
  landingPage: string;
  pagesSeen: string[];
  secondsToSend: number | null;
};

export interface LeadDetail {
  id: string;
  receivedAt: Iso;
  state: LeadState;
  handled: boolean;
  spamMarkedAt: Iso | null;
  fields: ContactMessage;
  screen: {
    verdict: string;
    points: number;
    reasons: { reason: string; layer: string; points: number }[];
  } | null;
  /** `text` and its `textSha256` are null when the post named no published wording */
  consent: {
    version: string;
    givenAt: Iso;
    addressHash: string;
    textSha256: string | null;
    text: string | null;
    /** the version an unknown post named (kept, never taken for a published one); else null */
    claimedVersion: string | null;
  } | null;
  attribution: Attribution | null;
  /** the site's page the form was sent from */
  page: string;
  deliveries: Delivery[];
  actions: { release: boolean; spam: boolean; handled: boolean; retry: Destination[] };
}

export interface DeliveryItem {
  leadId: string;
  name: string;
  state: 'queued' | 'sending' | 'failed';
  attempts: number;
  lastAnswer: string | null;
  nextTryAt: Iso | null;
}

export interface DestinationSummary {
  name: Destination;
  pending: number;
  failed: number;
  oldestPendingAt: Iso | null;
  lastError: string | null;
  items: DeliveryItem[];
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: Iso;
  lastUsedAt: Iso | null;
  /** this browser signed in with it: removing it signs this browser out */
  current: boolean;
}

export interface Session {
  id: string;
  current: boolean;
  createdAt: Iso;
  lastSeenAt: Iso;
  userAgent: string;
}

export interface ConsoleUser {
  email: string;
  role: Role;
  passkeys: number;
  lastSignInAt: Iso | null;
  createdAt: Iso;
}

interface AuditEntry {
  id: string;
  at: Iso;
  actor: string;
  action: string;
  leadId: string | null;
  detail: string;
  result: string;
}

interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}

interface BulkResult {
  done: string[];
  skipped: string[];
}

export interface Invitation {
  link: string;
  expiresAt: Iso;
}

export type Rating = 'good' | 'needs improvement' | 'poor';
type VitalSummary = { p75: number; rating: Rating; samples: number };
export type Ranked = { key: string; count: number };

export interface InsightReport {
  period: { from: string; to: string; days: number };
  /** every day of the period, oldest first; visitors are distinct per day */
  days: { date: string; visitors: number; pageViews: number }[];
  /** page views per page of the site, every other path as one */
  topPages: Ranked[];
  /** visits (daily visitors) per referring host, and per UTM source / medium / campaign */
  referrers: Ranked[];
  campaigns: Ranked[];
  /** visits per device class */
  devices: Ranked[];
  /**
   * visits → /contact views → form started (as visits), then leads sent (taken, not held by the
   * spam screen) → delivered (the inbox has them); held as spam apart
   */
  funnel: Record<'visits' | 'contactViews' | 'formStarted' | 'sent' | 'delivered' | 'held', number>;
  /** leads taken in the period, by sourceOf their attribution ("direct" without one) */
  leadsBySource: Ranked[];
  vitals: ({ path: string } & Partial<Record<keyof Vitals, VitalSummary>>)[];
}

/** An answer with nothing to say: the status is the news. */
type Done = Record<string, never>;

/** Each route's answer when it succeeds ('METHOD /path', params as `:name`); CSV and events aside. */
interface ConsoleApi {
  'GET /me': { user: User | null };
  'POST /enrol/options': {
    email: string;
    role: Role;
    options: PublicKeyCredentialCreationOptionsJSON;
  };
  'POST /enrol/verify': { user: User };
  'POST /signin/options': { options: PublicKeyCredentialRequestOptionsJSON };
  'POST /signin/verify': { user: User };
  'POST /signout': Done;
  'POST /reauth/options': { options: PublicKeyCredentialRequestOptionsJSON };
  'POST /reauth/verify': { user: User };
  'GET /account': { passkeys: Passkey[]; sessions: Session[] };
  'POST /passkeys/options': { options: PublicKeyCredentialCreationOptionsJSON };
  'POST /passkeys/verify': Done;
  'POST /passkeys/:id/remove': { signedOut: boolean };
  'POST /sessions/:id/end': Done;
  'GET /users': { users: ConsoleUser[] };
  'POST /users/invite': Invitation;
  'POST /users/revoke': Done;
  'GET /audit': AuditPage;
  'GET /leads': LeadPage;
  'GET /leads/:id': LeadDetail;
  'POST /leads/:id/handled': Done;
  'POST /leads/:id/release': Done;
  'POST /leads/:id/spam': Done;
  'POST /leads/:id/not-spam': Done;
  'POST /leads/:id/retry': Done;
  'POST /leads/:id/delete': Done;
  'GET /held': { leads: LeadRow[] };
  'POST /held/release': BulkResult;
  'POST /held/spam': BulkResult;
  'GET /deliveries': { destinations: DestinationSummary[] };
  'GET /insight': InsightReport;
}

export type ConsoleRoute = keyof ConsoleApi;
export type Answer<Route extends ConsoleRoute> = ConsoleApi[Route];
