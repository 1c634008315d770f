import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { company } from '../client/content/company';
import { emailPattern } from '../client/features/contact/contactMessage';
import { formTokenMinAgeMs } from '../client/features/contact/formToken';
import {
  promisedConsentRetentionDays,
  promisedInsightRetentionDays,
  promisedRetentionDays,
} from '../client/content/privacy';
import { isWebhookSecret } from './jobs/webhook/webhookDestination';
import { defaultSpamMarkThreshold, defaultSpamThreshold, spamLayers } from './intake/screen/layers';
import { isAddressOrRange } from './addressList';
import { isTimeZone } from './timeZones';
import type { DestinationName } from './store/lead';

/**
 * The directory holding package.json: one level above server/*.ts in the source tree, two above
 * the compiled dist/server/*.js. Relative settings (OUTBOX_DIR, STATIC_DIR, .env) start from it.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

const email = z.email({
  pattern: emailPattern,
  error: 'expected an e-mail address like name@example.com',
});

function integer(min: number, max: number, tooLarge = `must be at most ${max}`) {
  return z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, tooLarge));
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

/** Long enough to notice a real lead caught by the honeypot, short for what is mostly bots' text. */
const defaultSpamRetentionDays = 30;

/** Unset is undefined, and the key is still in the Config, so it passes on as `T | undefined`. */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.optional().transform((value) => value);
}

/**
 * Every setting, under the name the code reads it by. Its environment variable is that name in
 * capitals (`smtpUrl`: SMTP_URL). Each is checked alone here; the ones that depend on each other,
 * in `crossChecks`.
 */
const settings = z.object({
  port: integer(0, 65535).default(3000),
  host: z.string().min(1).default('127.0.0.1'),
  /** unset: no relay, accepted messages wait in the store (`npm run outbox -- show --eml`) */
  smtpUrl: optional(
    z.url({ protocol: /^smtps?$/, error: 'expected smtp://user:pass@host:port or smtps://…' }),
  ),
  mailTo: commaList(email)
    .pipe(z.array(z.string()).min(1, 'expected at least one e-mail address'))
    .default([company.email]),
  mailFrom: email.default(company.email),
  /** the data folder: the SQLite store, the form token secret */
  dataDir: optional(directory),
  /** The data folder's old name, from when it held the file outbox: still read. */
  outboxDir: directory.default(resolve(projectRoot, 'var/outbox')),
  /** the leads live in PostgreSQL, shared by every instance; unset: SQLite */
  databaseUrl: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'expected postgres://user:password@host:port/database',
    }),
  ),
  rateLimitMax: integer(1, 1_000_000).default(5),
  rateLimitWindowMs: integer(1000, 2_147_483_647).default(600_000),
  /** origins allowed to call the API from another site; empty means same-origin only */
  corsOrigins: commaList(origin).default([]),
  siteUrl: httpUrl.default('https://www.sonorantechpartners.com'),
  staticDir: directory.default(resolve(projectRoot, 'dist/client')),
  trustProxy: trustProxy.default(false),
  retentionDays: integer(1, 36_500).default(promisedRetentionDays),
  /** unset: 30 days, or RETENTION_DAYS if shorter */
  spamRetentionDays: optional(integer(1, 36_500)),
  consentRetentionDays: integer(1, 36_500).default(promisedConsentRetentionDays),
  insightRetentionDays: integer(1, 36_500).default(promisedInsightRetentionDays),
  /**
   * A person clicking through every page of the site in a minute sends fewer. A quarter of the
   * budget below: one address alone cannot take every other visitor's share.
   */
  insightBeaconsPerMinute: integer(1, 1_000_000).default(30),
  /** Beacons one instance takes a minute from all addresses: it bounds what a flood stores. */
  insightBeaconBudgetPerMinute: integer(1, 1_000_000).default(120),
  /** daily insight totals older than this are deleted */
  insightTotalsRetentionDays: integer(1, 36_500).default(750),
  metricsAllow: commaList(
    z.string().refine(isAddressOrRange, {
      error: 'expected a comma list of IP addresses/CIDR ranges like 127.0.0.1,10.0.0.0/8',
    }),
  ).default(['127.0.0.1', '::1']),
  alertAfterMinutes: integer(1, 10_080).default(60),
  /** Slack/Teams-compatible incoming webhook; unset: alerts are logged only */
  alertWebhookUrl: optional(
    z.url({ protocol: /^https?$/, error: 'expected the http(s) URL of an incoming webhook' }),
  ),
  spamScreen: onOff(true),
  spamThreshold: integer(1, 1000).default(defaultSpamThreshold),
  /** unset: 5, or SPAM_THRESHOLD if lower */
  spamMarkThreshold: optional(integer(1, 1000)),
  spamLayersOff: commaList(
    z.enum(spamLayers, { error: `expected a comma list of ${spamLayers.join(', ')}` }),
  ).default([]),
  spamMinSeconds: integer(
    0,
    formTokenMinAgeMs / 1000,
    `must be at most ${formTokenMinAgeMs / 1000}: the site's form posts a token it fetched ${formTokenMinAgeMs / 1000} s after it arrived, and a longer minimum would hold its visitors' messages as spam`,
  ).default(3),
  /** off: undefined, no digest */
  spamDigestHour: z
    .union([z.literal('off'), integer(0, 23)], { error: 'expected an hour from 0 to 23, or off' })
    .default(8)
    .transform((hour) => (hour === 'off' ? undefined : hour)),
  /** The company's office is in Scottsdale: Arizona keeps standard time all year. */
  spamDigestTimeZone: z
    .string()
    .refine(isTimeZone, { error: 'expected a time zone name like America/Phoenix or UTC' })
    .default('America/Phoenix'),
  spamHeldAlertPerHour: integer(1, 1_000_000).default(20),
  /** unset: a secret generated once in the data folder */
  formTokenSecret: optional(
    z.string().min(32, 'expected at least 32 characters (e.g. `openssl rand -base64 32`)'),
  ),
  leadWebhookUrl: optional(
    z.url({
      protocol: /^https?$/,
      error: "expected the https:// URL of the CRM's webhook endpoint",
    }),
  ),
  leadWebhookSecret: optional(
    z
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
      ),
  ),
  leadWebhookAllowHttp: z.enum(['true', 'false']).default('false'),
  /** the console's build (index.html and assets/) */
  consoleDir: directory.default(resolve(projectRoot, 'dist/console')),
  /** a console session unused this long ends */
  consoleIdleMinutes: integer(1, 1440).default(30),
  /** a console session ends this long after its sign-in, used or not */
  consoleSessionHours: integer(1, 720).default(12),
});

type Setting = keyof typeof settings.shape;
type Settings = z.output<typeof settings>;

const variableOf = (setting: string) => setting.replace(/[A-Z]/g, '_$&').toUpperCase();

/**
 * Never echoed in errors: the URLs carry the SMTP password and the webhooks' tokens; the secrets
 * sign form tokens and the CRM's requests.
 */
const secretSettings = new Set<string>([
  'smtpUrl',
  'databaseUrl',
  'alertWebhookUrl',
  'formTokenSecret',
  'leadWebhookUrl',
  'leadWebhookSecret',
] satisfies Setting[]);

/** The settings that depend on each other; each message names its variable, as the server prints it. */
function crossChecks(values: Settings, context: z.RefinementCtx): void {
  const refuse = (message: string) => context.addIssue({ code: 'custom', message });
  if (values.spamRetentionDays !== undefined && values.spamRetentionDays > values.retentionDays) {
    refuse(
      `SPAM_RETENTION_DAYS=${values.spamRetentionDays}: must not exceed RETENTION_DAYS (${values.retentionDays})`,
    );
  }
  // A lead kept past its consent record would be a number to text with no proof that it agreed.
  if (values.consentRetentionDays < values.retentionDays) {
    refuse(
      `CONSENT_RETENTION_DAYS=${values.consentRetentionDays}: must not be less than RETENTION_DAYS (${values.retentionDays}); consent records must outlive the leads they prove`,
    );
  }
  // A day's totals are rolled up from its raw records while they last: totals purged first would
  // be rolled up again from them every hour, and purged again.
  if (values.insightTotalsRetentionDays < values.insightRetentionDays) {
    refuse(
      `INSIGHT_TOTALS_RETENTION_DAYS=${values.insightTotalsRetentionDays}: must not be less than INSIGHT_RETENTION_DAYS (${values.insightRetentionDays}); daily totals are rolled up from the raw visit records and must outlive them`,
    );
  }
  if (values.spamMarkThreshold !== undefined && values.spamMarkThreshold > values.spamThreshold) {
    refuse(
      `SPAM_MARK_THRESHOLD=${values.spamMarkThreshold}: must not exceed SPAM_THRESHOLD (${values.spamThreshold}); a message is marked only short of being held`,
    );
  }
  // A secret generated in each instance's own data folder: each would call the others' tokens forged.
  if (values.databaseUrl !== undefined && values.formTokenSecret === undefined) {
    refuse(
      'FORM_TOKEN_SECRET: required with DATABASE_URL, the same on every instance, so each accepts the form tokens the others sign (e.g. `openssl rand -base64 32`)',
    );
  }
  // Signed, and over TLS unless the operator says the CRM is on the same host or network: the
  // request carries a visitor's name, e-mail and phone.
  if (values.leadWebhookUrl !== undefined && values.leadWebhookSecret === undefined) {
    refuse(
      'LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL, the whsec_… secret the CRM gives (or two, space-separated, while rotating)',
    );
  }
  if (values.leadWebhookUrl?.startsWith('http:') && values.leadWebhookAllowHttp !== 'true') {
    refuse(
      'LEAD_WEBHOOK_URL: plain http:// would send every lead unencrypted; use https://, or set LEAD_WEBHOOK_ALLOW_HTTP=true for a CRM on the same host or network',
    );
  }
}

const configSchema = settings
  // Only between settings each valid alone: a bad one is reported as itself, not as a mismatch.
  .superRefine(crossChecks, { when: (payload) => payload.issues.length === 0 })
  .transform(
    // leadWebhookAllowHttp has done its work in crossChecks: the Config leaves it out.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    ({ outboxDir, leadWebhookUrl, leadWebhookSecret, leadWebhookAllowHttp, ...values }) => ({
      ...values,
      dataDir: values.dataDir ?? outboxDir,
      spamRetentionDays:
        values.spamRetentionDays ?? Math.min(defaultSpamRetentionDays, values.retentionDays),
      spamMarkThreshold:
        values.spamMarkThreshold ?? Math.min(defaultSpamMarkThreshold, values.spamThreshold),
      /** the CRM's Standard Webhooks endpoint for every lead; undefined: no webhook at all */
      leadWebhook:
        leadWebhookUrl && leadWebhookSecret
          ? { url: leadWebhookUrl, secrets: leadWebhookSecret }
          : undefined,
    }),
  );

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Values in a .env file at the project root apply unless the environment already sets them. */
export function readEnvFile(): void {
  const file = resolve(projectRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * Reads and validates the environment once at start. Empty values count as unset, as a line
 * `SMTP_URL=` in a .env file means "not configured". Every bad variable is named in the error,
 * once, with its first problem.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(settings.shape).map((setting) => [
      setting,
      env[variableOf(setting)]?.trim() || undefined,
    ]),
  );
  const result = configSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const { path, message } of result.error.issues) {
    const setting = String(path[0] ?? '');
    if (setting === '') problems.set(message, message);
    else if (!problems.has(setting)) {
      const shown = secretSettings.has(setting) ? '' : `=${JSON.stringify(raw[setting])}`;
      problems.set(setting, `${variableOf(setting)}${shown}: ${message}`);
    }
  }
  throw new ConfigError(`Invalid environment variable ${[...problems.values()].join('; ')}`);
}

/** How long a console session lasts: unused, and at most after its sign-in. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/**
 * CONSOLE_IDLE_MINUTES and CONSOLE_SESSION_HOURS: the console ends a session past either, and
 * retention deletes its row.
 */
export function sessionLimitsOf(config: Config): SessionLimits {
  return {
    idleMs: config.consoleIdleMinutes * 60_000,
    absoluteMs: config.consoleSessionHours * 3_600_000,
  };
}

/** Where every taken lead goes: the inbox always (it waits for SMTP_URL), the CRM when set. */
export function configuredDestinations(config: Config): DestinationName[] {
  return config.leadWebhook === undefined ? ['email'] : ['email', 'webhook'];
}
