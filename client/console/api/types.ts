/** The console API's shapes, as /work/coord/console-contract.md defines them. */
export type Role = 'owner' | 'member';

export interface User {
  email: string;
  role: Role;
  recentAssertionUntil: number | null;
}

export const leadStates = ['new', 'handled', 'held', 'marked', 'failed'] as const;
export type LeadState = (typeof leadStates)[number];

export interface LeadRow {
  id: string;
  receivedAt: string | number;
  name: string;
  email: string;
  company: string;
  state: LeadState;
  source: string;
  campaign: string | null;
  points: number | null;
  preview: string;
}

export interface LeadPage {
  leads: LeadRow[];
  next: string | null;
}

export type Destination = 'email' | 'webhook';

interface Delivery {
  destination: Destination;
  state: string;
  attempts: number;
  lastAnswer: string | null;
  nextTryAt: string | number | null;
}

/** Stored values as they are: the console renders them as text. */
type Fields = Record<string, unknown>;

export interface LeadDetail {
  id: string;
  receivedAt: string | number;
  state: LeadState;
  handled: boolean;
  fields: Fields;
  screen: { verdict: string; points: number; reasons: { reason: string; points: number }[] } | null;
  consent: { version: string; givenAt: string | number; addressHash: string; text?: string } | null;
  attribution: Fields | null;
  deliveries: Delivery[];
  actions: { release: boolean; spam: boolean; handled: boolean; retry: Destination[] };
}

interface DeliveryItem {
  leadId: string;
  name: string;
  state: string;
  attempts: number;
  lastAnswer: string | null;
  nextTryAt: string | number | null;
}

export interface DestinationSummary {
  name: Destination;
  pending: number;
  failed: number;
  oldestPendingAt: string | number | null;
  lastError: string | null;
  items: DeliveryItem[];
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: string | number;
  lastUsedAt: string | number | null;
  /** this browser signed in with it: removing it signs this browser out */
  current: boolean;
}

export interface Session {
  id: string;
  current: boolean;
  createdAt: string | number;
  lastSeenAt: string | number;
  userAgent: string;
}

export interface ConsoleUser {
  email: string;
  role: Role;
  passkeys: number;
  lastSignInAt: string | number | null;
  createdAt: string | number;
}

export interface AuditEntry {
  id: string | number;
  at: string | number;
  actor: string;
  action: string;
  leadId: string | null;
  detail: string;
  result: string;
}

export interface BulkResult {
  done: string[];
  skipped: string[];
}
