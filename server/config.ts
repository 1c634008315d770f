import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod';
import { company } from '../client/content/company';
import {
  promisedConsentRetentionDays,
  promisedInsightRetentionDays,
  promisedRetentionDays,
} from '../client/content/privacy';
import { isWebhookSecret } from './destinations/webhook/webhookSignature';
import { spamLayers, type SpamLayer } from './intake/screen/layers';
import { isAddressOrRange } from './addressList';
import { defaultSpamMarkThreshold, defaultSpamThreshold } from './intake/screen/weights';
import { projectRoot } from './projectRoot';
import type { DestinationName } from './store/lead';

export interface Config {
  port: number;
  host: string;
  /** undefined: no relay, accepted messages wait in the store (`npm run outbox -- show --eml`) */
  smtpUrl: string | undefined;
  mailTo: string[];
  mailFrom: string;
  /** the data folder: the SQLite store, the form token secret, an old outbox to import */
  dataDir: string;
  /** postgres://…: the leads live in PostgreSQL, shared by every instance; undefined: SQLite */
  databaseUrl: string | undefined;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** origins allowed to call the API from another site; empty means same-origin only */
  corsOrigins: string[];
  siteUrl: string;
  staticDir: string;
  /**
   * Fastify's trustProxy: the proxies' addresses/CIDR ranges or how many proxies stand in front.
   * Without it, every visitor behind a reverse proxy shares one rate limit; never `true`.
   */
  trustProxy: false | number | string[];
  /** sent/ messages older than this are deleted; the privacy page states it */
  retentionDays: number;
  /** spam/ messages older than this are deleted; never more than retentionDays */
  spamRetentionDays: number;
  /** consent records older than this are deleted; never less than retentionDays */
  consentRetentionDays: number;
  /** raw beacons older than this are rolled into daily totals; the privacy page states it */
  insightRetentionDays: number;
  /** beacons one address may send in a minute; past it, 429 */
  insightBeaconsPerMinute: number;
  /** addresses and CIDR ranges that may read /metrics */
  metricsAllow: string[];
  /** the oldest pending message older than this raises an alert */
  alertAfterMinutes: number;
  /** Slack/Teams-compatible incoming webhook for alerts; undefined: log only */
  alertWebhookUrl: string | undefined;
  /** false (SPAM_SCREEN=off): every valid message is relayed, the honeypot ignored */
  spamScreen: boolean;
  /** sure points at which the screen holds a message */
  spamThreshold: number;
  /** points at which the screen marks a message it does not hold; at most spamThreshold */
  spamMarkThreshold: number;
  spamLayersOff: SpamLayer[];
  /** a post sooner than this after its form token was issued counts against it */
  spamMinSeconds: number;
  /** signs form tokens; undefined: a secret generated once in the data folder */
  formTokenSecret: string | undefined;
  /** the CRM's Standard Webhooks endpoint for every lead; undefined: no webhook at all */
  leadWebhook: { url: string; secrets: string[] } | undefined;
  /** SPAM_PROOF_OF_WORK=on: the JS form must solve a challenge; posts without one are held */
  spamProofOfWork: boolean;
  /** the most SHA-256 hashes a challenge takes (half on average) */
  spamProofOfWorkMaxTries: number;
  /** the hour the daily digest of held messages is mailed; undefined (SPAM_DIGEST_HOUR=off): never */
  spamDigestHour: number | undefined;
  /** the time zone of that hour and of the digest's times */
  spamDigestTimeZone: string;
  /** more messages held within an hour than this raise lead_held_surge */
  spamHeldAlertPerHour: number;
  /** the console's build (index.html and assets/) */
  consoleDir: string;
  /** a console session unused this long ends */
  consoleIdleMinutes: number;
  /** a console session ends this long after its sign-in, used or not */
  consoleSessionHours: number;
}

const email = z.email('expected an e-mail address like name@example.com');

function integer(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

function onOff(byDefault: boolean) {
  return z
    .enum(['on', 'off'], { error: 'expected on or off' })
    .transform((value) => value === 'on')
    .default(byDefault);
}

function commaList<Item extends string>(item: z.ZodType<Item, string>) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'expected an http(s) URL like https://www.example.com' })
  .transform((value) => value.replace(/\/+$/, ''));

const origin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    error: 'expected origins like https://www.example.com (scheme, host and optional port only)',
  });

const directory = z
  .string()
  .min(1)
  .transform((value) => resolve(projectRoot, value));

const trustProxyHelp =
  "set the proxy's addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8), or the number of proxies in front (e.g. 1)";

/**
 * `true` would trust every X-Forwarded-For hop, so the leftmost entry, which the client writes,
 * becomes its IP: any visitor could claim a new address per request and never meet the limit.
 */
const trustProxy = z.string().transform((raw, context): false | number | string[] => {
  const entries = raw.split(',').map((part) => part.trim());
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 100) return Number(raw);
  if (raw !== 'true' && entries.every(isAddressOrRange)) return entries;
  context.issues.push({
    code: 'custom',
    input: raw,
    message:
      raw === 'true'
        ? `true would let any visitor choose their own IP through X-Forwarded-For and escape the rate limit; ${trustProxyHelp}`
        : `expected false, proxy addresses or a hop count: ${trustProxyHelp}`,
  });
  return z.NEVER;
});

/** A time zone name the runtime knows, such as America/Phoenix or UTC. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Long enough to notice a real lead caught by the honeypot, short for what is mostly bots' text. */
const defaultSpamRetentionDays = 30;

const variables = {
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected smtp://user:pass@host:port or smtps://…' })
    .optional(),
  MAIL_TO: commaList(email)
    .pipe(z.array(z.string()).min(1, 'expected at least one e-mail address'))
    .default([company.email]),
  MAIL_FROM: email.default(company.email),
  DATA_DIR: directory.optional(),
  /** The data folder's old name, from when it held the file outbox: still read. */
  OUTBOX_DIR: directory.default(resolve(projectRoot, 'var/outbox')),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'expected postgres://user:password@host:port/database',
    })
    .optional(),
  RATE_LIMIT_MAX: integer(1, 1_000_000).default(5),
  RATE_LIMIT_WINDOW_MS: integer(1000, 2_147_483_647).default(600_000),
  CORS_ORIGINS: commaList(origin).default([]),
  SITE_URL: httpUrl.default('https://www.sonorantechpartners.com'),
  STATIC_DIR: directory.default(resolve(projectRoot, 'dist/client')),
  TRUST_PROXY: trustProxy.default(false),
  RETENTION_DAYS: integer(1, 36_500).default(promisedRetentionDays),
  SPAM_RETENTION_DAYS: integer(1, 36_500).optional(),
  CONSENT_RETENTION_DAYS: integer(1, 36_500).default(promisedConsentRetentionDays),
  INSIGHT_RETENTION_DAYS: integer(1, 36_500).default(promisedInsightRetentionDays),
  /** A person clicking through every page of the site in a minute sends fewer. */
  INSIGHT_BEACONS_PER_MINUTE: integer(1, 1_000_000).default(120),
  METRICS_ALLOW: commaList(
    z.string().refine(isAddressOrRange, {
      error: 'expected a comma list of IP addresses/CIDR ranges like 127.0.0.1,10.0.0.0/8',
    }),
  ).default(['127.0.0.1', '::1']),
  ALERT_AFTER_MINUTES: integer(1, 10_080).default(60),
  ALERT_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'expected the http(s) URL of an incoming webhook' })
    .optional(),
  SPAM_SCREEN: onOff(true),
  SPAM_THRESHOLD: integer(1, 1000).default(defaultSpamThreshold),
  SPAM_MARK_THRESHOLD: integer(1, 1000).optional(),
  SPAM_LAYERS_OFF: commaList(
    z.enum(spamLayers, { error: `expected a comma list of ${spamLayers.join(', ')}` }),
  ).default([]),
  SPAM_MIN_SECONDS: integer(0, 600).default(3),
  SPAM_PROOF_OF_WORK: onOff(false),
  SPAM_PROOF_OF_WORK_MAX: integer(1000, 10_000_000).default(50_000),
  SPAM_DIGEST_HOUR: z
    .union([z.literal('off'), integer(0, 23)], {
      error: 'expected an hour from 0 to 23, or off',
    })
    .default(8),
  /** The company's office is in Scottsdale: Arizona keeps standard time all year. */
  SPAM_DIGEST_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'expected a time zone name like America/Phoenix or UTC' })
    .default('America/Phoenix'),
  SPAM_HELD_ALERT_PER_HOUR: integer(1, 1_000_000).default(20),
  FORM_TOKEN_SECRET: z
    .string()
    .min(32, 'expected at least 32 characters (e.g. `openssl rand -base64 32`)')
    .optional(),
  LEAD_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "expected the https:// URL of the CRM's webhook endpoint" })
    .optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(
      z
        .array(
          z.string().refine(isWebhookSecret, {
            error: "expected the CRM's secret as whsec_ followed by base64 (at least 16 bytes)",
          }),
        )
        .min(1)
        .max(2, 'at most two secrets, space-separated (the current one and the next)'),
    )
    .optional(),
  LEAD_WEBHOOK_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  CONSOLE_DIR: directory.default(resolve(projectRoot, 'dist/console')),
  CONSOLE_IDLE_MINUTES: integer(1, 1440).default(30),
  CONSOLE_SESSION_HOURS: integer(1, 720).default(12),
};

type VariableName = keyof typeof variables;
/**
 * Never echoed in errors: the URLs carry the SMTP password and the webhooks' tokens; the secrets
 * sign form tokens and the CRM's requests.
 */
const secretVariables = new Set<VariableName>([
  'SMTP_URL',
  'DATABASE_URL',
  'ALERT_WEBHOOK_URL',
  'FORM_TOKEN_SECRET',
  'LEAD_WEBHOOK_URL',
  'LEAD_WEBHOOK_SECRET',
]);
type Parsed = { [K in VariableName]: z.output<(typeof variables)[K]> };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Values in a .env file at the project root apply unless the environment already sets them. */
export function readEnvFile(): void {
  const file = resolve(projectRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * Signed, and over TLS unless the operator says the CRM is on the same host or network: the
 * request carries a visitor's name, e-mail and phone.
 */
function leadWebhookOf(values: Parsed): Config['leadWebhook'] {
  const url = values.LEAD_WEBHOOK_URL;
  if (url === undefined) return undefined;
  if (values.LEAD_WEBHOOK_SECRET === undefined) {
    throw new ConfigError(
      'Invalid environment variable LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL, the whsec_… secret the CRM gives (or two, space-separated, while rotating)',
    );
  }
  if (url.startsWith('http:') && values.LEAD_WEBHOOK_ALLOW_HTTP !== 'true') {
    throw new ConfigError(
      'Invalid environment variable LEAD_WEBHOOK_URL: plain http:// would send every lead unencrypted; use https://, or set LEAD_WEBHOOK_ALLOW_HTTP=true for a CRM on the same host or network',
    );
  }
  return { url, secrets: values.LEAD_WEBHOOK_SECRET };
}

/**
 * Reads and validates the environment once at start. Empty values count as unset, as a line
 * `SMTP_URL=` in a .env file means "not configured". Every bad variable is named in the error.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed: Partial<Record<VariableName, unknown>> = {};
  const problems: string[] = [];
  for (const name of Object.keys(variables) as VariableName[]) {
    const raw = env[name]?.trim() || undefined;
    const result = variables[name].safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else {
      const shown = secretVariables.has(name) ? '' : `=${JSON.stringify(raw)}`;
      problems.push(`${name}${shown}: ${result.error.issues[0]?.message}`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment variable ${problems.join('; ')}`);
  }
  const values = parsed as Parsed;
  const spamRetentionDays =
    values.SPAM_RETENTION_DAYS ?? Math.min(defaultSpamRetentionDays, values.RETENTION_DAYS);
  if (spamRetentionDays > values.RETENTION_DAYS) {
    throw new ConfigError(
      `Invalid environment variable SPAM_RETENTION_DAYS=${spamRetentionDays}: must not exceed RETENTION_DAYS (${values.RETENTION_DAYS})`,
    );
  }
  // A record purged while its lead is kept would be written again from the lead at each start.
  if (values.CONSENT_RETENTION_DAYS < values.RETENTION_DAYS) {
    throw new ConfigError(
      `Invalid environment variable CONSENT_RETENTION_DAYS=${values.CONSENT_RETENTION_DAYS}: must not be less than RETENTION_DAYS (${values.RETENTION_DAYS}); consent records must outlive the leads they prove`,
    );
  }
  const spamMarkThreshold =
    values.SPAM_MARK_THRESHOLD ?? Math.min(defaultSpamMarkThreshold, values.SPAM_THRESHOLD);
  if (spamMarkThreshold > values.SPAM_THRESHOLD) {
    throw new ConfigError(
      `Invalid environment variable SPAM_MARK_THRESHOLD=${spamMarkThreshold}: must not exceed SPAM_THRESHOLD (${values.SPAM_THRESHOLD}); a message is marked only short of being held`,
    );
  }
  if (values.SPAM_PROOF_OF_WORK && !values.SPAM_SCREEN) {
    throw new ConfigError(
      'Invalid environment variable SPAM_PROOF_OF_WORK=on: the proof of work is a layer of the spam screen, which SPAM_SCREEN=off switches off',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    smtpUrl: values.SMTP_URL,
    mailTo: values.MAIL_TO,
    mailFrom: values.MAIL_FROM,
    dataDir: values.DATA_DIR ?? values.OUTBOX_DIR,
    databaseUrl: values.DATABASE_URL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    rateLimitWindowMs: values.RATE_LIMIT_WINDOW_MS,
    corsOrigins: values.CORS_ORIGINS,
    siteUrl: values.SITE_URL,
    staticDir: values.STATIC_DIR,
    trustProxy: values.TRUST_PROXY,
    retentionDays: values.RETENTION_DAYS,
    spamRetentionDays,
    consentRetentionDays: values.CONSENT_RETENTION_DAYS,
    insightRetentionDays: values.INSIGHT_RETENTION_DAYS,
    insightBeaconsPerMinute: values.INSIGHT_BEACONS_PER_MINUTE,
    metricsAllow: values.METRICS_ALLOW,
    alertAfterMinutes: values.ALERT_AFTER_MINUTES,
    alertWebhookUrl: values.ALERT_WEBHOOK_URL,
    spamScreen: values.SPAM_SCREEN,
    spamThreshold: values.SPAM_THRESHOLD,
    spamMarkThreshold,
    spamLayersOff: values.SPAM_LAYERS_OFF,
    spamMinSeconds: values.SPAM_MIN_SECONDS,
    formTokenSecret: values.FORM_TOKEN_SECRET,
    leadWebhook: leadWebhookOf(values),
    spamProofOfWork: values.SPAM_PROOF_OF_WORK,
    spamProofOfWorkMaxTries: values.SPAM_PROOF_OF_WORK_MAX,
    spamDigestHour: values.SPAM_DIGEST_HOUR === 'off' ? undefined : values.SPAM_DIGEST_HOUR,
    spamDigestTimeZone: values.SPAM_DIGEST_TIME_ZONE,
    spamHeldAlertPerHour: values.SPAM_HELD_ALERT_PER_HOUR,
    consoleDir: values.CONSOLE_DIR,
    consoleIdleMinutes: values.CONSOLE_IDLE_MINUTES,
    consoleSessionHours: values.CONSOLE_SESSION_HOURS,
  };
}

/** Where every taken lead goes: the inbox always (it waits for SMTP_URL), the CRM when set. */
export function configuredDestinations(config: Config): DestinationName[] {
  return config.leadWebhook === undefined ? ['email'] : ['email', 'webhook'];
}
