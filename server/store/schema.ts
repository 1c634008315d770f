/**
 * The tables, as Kysely sees them. Times are milliseconds since the epoch (BIGINT); structured
 * values are JSON text, so both engines store them alike and the queries stay one set.
 */
export interface Database {
  leads: LeadTable;
  jobs: JobTable;
  job_totals: JobTotalTable;
  consents: ConsentTable;
  campaign_copies: CampaignCopyTable;
  spent_tokens: SpentTokenTable;
  legacy_imports: LegacyImportTable;
  legacy_imported_leads: LegacyImportedLeadTable;
  insight_views: InsightViewTable;
  insight_salts: InsightSaltTable;
  insight_daily: InsightDailyTable;
  console_users: ConsoleUserTable;
  console_passkeys: ConsolePasskeyTable;
  console_sessions: ConsoleSessionTable;
  console_invites: ConsoleInviteTable;
  console_challenges: ConsoleChallengeTable;
  console_audit: ConsoleAuditTable;
}

export interface LeadTable {
  id: string;
  received_at: number;
  /** `taken`: on its way to the destinations; `held` by the spam screen, going nowhere */
  status: 'taken' | 'held';
  /** JSON: the contact form's fields */
  fields: string;
  /** JSON: LeadSource */
  source: string;
  /** JSON: LeadConsent, or null when no SMS consent was given */
  consent: string | null;
  /** JSON: ScreenResult, or null with the screen off */
  screen: string | null;
  /** a keyed hash of the visitor's address, for the rate limit; never the address itself */
  visitor: string;
  /** JSON: Attribution (where the visit came from), or null when the lead carried none */
  attribution: string | null;
  /** a lead imported from the old file outbox keeps the exact message it would have mailed */
  eml: string | null;
  /** when a person in the console marked it handled; null: new */
  handled_at: number | null;
  /** when a person marked a delivered lead as spam */
  spam_marked_at: number | null;
  /** a held lead: the day of the digest that named it, or null while no digest has */
  digest_day: string | null;
}

/**
 * `sending`: past its point of no return (an e-mail whose DATA the SMTP server accepted), never
 * tried again blindly; `failed`: parked for a person.
 */
export type JobState = 'queued' | 'sending' | 'done' | 'failed';
export type Failure = 'refused' | 'gave-up' | 'unconfirmed';

/** How many of a task's jobs are done and failed, kept by the jobs table's triggers (migration job-totals). */
interface JobTotalTable {
  task: string;
  done: number;
  failed: number;
}

/**
 * Every piece of work done later, one row each: a lead's e-mail and webhook (keyed by the lead's
 * id), the day's digest (by its day), retention (by its hour), an alert post.
 */
export interface JobTable {
  task: string;
  key: string;
  /** JSON: what the handler needs beyond its key; null when the key says it all */
  payload: string | null;
  state: JobState;
  /** not tried before this time */
  run_at: number;
  /** tries since the job was last queued */
  attempts: number;
  first_attempt_at: number | null;
  last_attempt_at: number | null;
  /** a runner holds it until then; an expired claim is a runner that died or stalled */
  claimed_until: number | null;
  /** the token of the try that holds it: a try whose claim was taken over no longer matches */
  claim: string | null;
  last_error: string | null;
  failure: Failure | null;
  /** JSON: what a done try reported (an e-mail: the MAIL_TO recipients the SMTP server refused) */
  result: string | null;
}

interface ConsentTable {
  lead_id: string;
  given_at: number;
  /** digits only, a US +1 dropped: the lookup's key */
  phone_key: string;
  /** lower-cased: the lookup's key */
  email_key: string;
  /** JSON: ConsentRecord, written once, never changed */
  record: string;
}

interface CampaignCopyTable {
  text_hash: string;
  lead_id: string;
  seen_at: number;
}

interface SpentTokenTable {
  /** a hash of the form token: only compared, never read back */
  hash: string;
  expires_at: number;
}

interface LegacyImportTable {
  /** the old outbox folder, as it was named before it was moved aside */
  folder: string;
  imported_at: number;
  /** JSON: what was imported, per kind */
  summary: string;
}

/** Each message an import of the old file outbox took, by its id, whatever became of its lead since. */
interface LegacyImportedLeadTable {
  id: string;
}

/** One beacon: a page view, a start of the contact form and/or the page load's Web Vitals. */
export interface InsightViewTable {
  received_at: number;
  /** days since the epoch (UTC): the day the visitor hash belongs to */
  day: number;
  /** a hash of address, user agent and site under the day's salt: one visitor, that day only */
  visitor: string;
  path: string;
  /** 1: the beacon tells of a page view; 0: of something later on a page already counted */
  view: number;
  /** 1: the visitor typed into or focused the contact form */
  form_started: number;
  /** the referring site's host, never its path or query; null: none or the site itself */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: 'mobile' | 'tablet' | 'desktop';
  /** the page load's Core Web Vitals: milliseconds, CLS unitless; null: not measured */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
}

/** Shared by every instance; a day's salt is deleted 48 hours after its day began. */
interface InsightSaltTable {
  day: number;
  salt: string;
}

/** What raw beacons older than INSIGHT_RETENTION_DAYS leave behind: one number per measure. */
interface InsightDailyTable {
  day: number;
  /** e.g. `visitors`, `page`, `referrer`, `lcp-p75` (see DayCounter in server/insight/dailyTotals.ts) */
  measure: string;
  /** what the measure counts by (a path, a host, a campaign); '' for the day's totals */
  key: string;
  value: number;
}

export type ConsoleRole = 'owner' | 'member';

/** A person who may sign in to the console; created only from an invite. */
interface ConsoleUserTable {
  id: string;
  email: string;
  role: ConsoleRole;
  created_at: number;
  last_sign_in_at: number | null;
}

/** A WebAuthn credential: its id and COSE public key base64url, `transports` a JSON array. */
interface ConsolePasskeyTable {
  id: string;
  user_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A signed-in browser. Only the token's hash is kept: a copy of the table signs nobody in. */
interface ConsoleSessionTable {
  /** a random id to name the session in the console, never the token */
  id: string;
  token_hash: string;
  user_id: string;
  /** the passkey signed in with: removing it ends the session */
  passkey_id: string;
  created_at: number;
  last_seen_at: number;
  user_agent: string;
  /** the last passkey assertion in this session: sensitive actions need a recent one */
  assertion_at: number;
}

interface ConsoleInviteTable {
  token_hash: string;
  email: string;
  role: ConsoleRole;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A WebAuthn challenge handed out, single use, shared by every instance. */
interface ConsoleChallengeTable {
  challenge: string;
  purpose: 'enrol' | 'signin' | 'reauth' | 'passkey';
  /** the invite's hash (enrol) or the user's id (reauth, passkey); '' for sign-in */
  subject: string;
  expires_at: number;
}

/** Append-only: nothing updates or deletes a row. */
interface ConsoleAuditTable {
  /** sortable by time, so the log pages by id */
  id: string;
  at: number;
  /** the user's e-mail, `cli` or the address of someone not signed in */
  actor: string;
  action: string;
  lead_id: string | null;
  detail: string;
  result: 'ok' | 'refused';
}
