import { isbot } from 'isbot';
import type { Insertable } from 'kysely';
import * as z from 'zod';
import { longestValue } from '../../client/features/attribution/attributionParts';
import type { BeaconPayload } from '../../client/features/insight/beaconPayload';
import { AddressLimit } from '../addressLimit';
import { parseJsonAs } from '../parseJson';
import type { InsightViewTable } from '../store/schema';
import type { Store } from '../store/store';
import { visitorNetwork } from '../visitorNetwork';
import { dayOf, pageOf } from './dailyTotals';
import { dailySalts, visitorHash } from './visitors';

/**
 * A UTM tag as the lead's attribution takes one (attribution.ts): no control character or line
 * separator, so no tag prints as a line of its own; trimmed and cut to a lead's longest.
 */
const utmValue = z
  .string()
  .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value))
  .trim()
  .min(1)
  .transform((value) => value.slice(0, longestValue))
  .optional();

const vital = (max: number) => z.number().min(0).max(max).optional();

/** An origin, scheme and host: what the report keeps of it is the host, which URL has checked. */
const origin = z
  .string()
  .max(200)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/**
 * The beacon as the site's script sends it; anything else is malformed and not stored. The path
 * is only checked here: which page it counts for is pageOf's (dailyTotals.ts).
 */
const beaconSchema = z.strictObject({
  path: z
    .string()
    .max(200)
    .regex(/^\/[^?#\s\p{Cc}\u2028\u2029]*$/u),
  view: z.boolean(),
  started: z.boolean(),
  referrer: origin.optional(),
  utm: z.strictObject({ source: utmValue, medium: utmValue, campaign: utmValue }).optional(),
  device: z.enum(['mobile', 'tablet', 'desktop']),
  // A value no page load takes is a broken or forged measurement, which would skew the p75.
  vitals: z
    .strictObject({
      lcp: vital(120_000),
      inp: vital(60_000),
      cls: vital(100),
      ttfb: vital(120_000),
    })
    .optional(),
}) satisfies z.ZodType<BeaconPayload>;

export interface BatchSettings {
  /** a row waits at most this long before it is written */
  flushMs: number;
  /** this many waiting rows are written at once, in one statement */
  batchRows: number;
  /** rows waiting or being written beyond this are dropped: a store that stalls costs no memory */
  maxWaiting: number;
}

const defaultBatchSettings: BatchSettings = { flushMs: 1000, batchRows: 500, maxWaiting: 10_000 };

/**
 * Beacon rows, written one statement per batch, one batch at a time: a burst of page views is an
 * insert or two a second. On SQLite the insert rides on the leads' commit group (openStore.ts,
 * transactionsFor), where a commit of its own would stall every lead's request for one more fsync.
 * An analytics row may be lost in a crash; a lead never waits for one.
 */
type ViewRow = Insertable<InsightViewTable>;

function batchWriter(
  store: Store,
  { flushMs, batchRows, maxWaiting }: BatchSettings,
  onDropped: (rows: number) => void,
) {
  let buffer: ViewRow[] = [];
  let waiting = 0;
  let writing = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = async (rows: ViewRow[]) => {
    try {
      await store.transact(async (trx) => {
        await trx.insertInto('insight_views').values(rows).execute();
      });
    } catch {
      onDropped(rows.length);
    } finally {
      waiting -= rows.length;
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (buffer.length > 0) {
      const rows = buffer;
      buffer = [];
      writing = writing.then(() => write(rows));
    }
    return writing;
  };

  return {
    /** false: too many rows wait already, this one is dropped */
    add(row: ViewRow): boolean {
      if (waiting >= maxWaiting) return false;
      waiting += 1;
      buffer.push(row);
      if (buffer.length >= batchRows) void flush();
      else timer ??= setTimeout(flush, flushMs).unref();
      return true;
    },
    flush,
  };
}

/**
 * What became of a beacon. `declined`: the browser asks not to be tracked (GPC or DNT);
 * `foreign`: posted from another site; `limited`: its address sent too many; `over_budget`: the
 * instance took its minute's beacons already; `dropped`: valid, but the store could not take it.
 */
export const beaconOutcomes = [
  'recorded',
  'declined',
  'crawler',
  'foreign',
  'limited',
  'over_budget',
  'malformed',
  'dropped',
] as const;
export type BeaconOutcome = (typeof beaconOutcomes)[number];

type Taken = { outcome: BeaconOutcome; view?: boolean };

export type BeaconListener = (outcome: BeaconOutcome, pageView: boolean) => void;

export interface IncomingBeacon {
  /** the body as text; undefined when none came */
  body: unknown;
  address: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Crawlers, link previews, monitors and headless browsers (isbot's list names HeadlessChrome and
 * Lighthouse too). No user agent is no browser; a Chromium that hides "Headless" from its user
 * agent still names itself in its client hints.
 */
function isCrawler(userAgent: string, clientHints: string | undefined): boolean {
  return userAgent.trim() === '' || isbot(userAgent) || /headless/i.test(clientHints ?? '');
}

/**
 * At most `perAddress` beacons per address (an IPv6 one's /64) a minute (a person sends a few),
 * and `perInstance` from all together: what a flood from any number of addresses adds to the
 * store is bounded (README: Insight). Counted in memory, refused before the body is read.
 */
function beaconLimits({ perAddress, perInstance }: BeaconLimits, now: () => number) {
  const windowMs = 60_000;
  const perNetwork = new AddressLimit(perAddress, windowMs);
  let windowStart = now();
  let admitted = 0;
  return (ip: string) => {
    if (now() - windowStart >= windowMs) {
      admitted = 0;
      windowStart = now();
    }
    // Asked first: past the budget, a flood from ever new networks costs no memory.
    if (admitted >= perInstance) return 'over_budget';
    if (perNetwork.hit(visitorNetwork(ip), now()) !== undefined) return 'limited';
    admitted += 1;
    return 'admitted';
  };
}

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

/** GPC and DNT as the request carries them: the server honours them even from a script of its own. */
function declines(headers: IncomingBeacon['headers']): boolean {
  return header(headers['sec-gpc']).trim() === '1' || header(headers.dnt).trim() === '1';
}

interface BeaconLimits {
  /** INSIGHT_BEACONS_PER_MINUTE */
  perAddress: number;
  /** INSIGHT_BEACON_BUDGET_PER_MINUTE */
  perInstance: number;
}

export interface InsightSettings {
  /** SITE_URL: a third part of the visitor hash, and what a referrer to itself is not */
  siteUrl: string;
  batch?: BatchSettings;
  limits: BeaconLimits;
  now?: () => number;
}

/**
 * The beacon's way in: refusals first (cheapest first), then the day's visitor hash and a row
 * for the batch writer. Never throws: every beacon ends as one outcome, told to the listeners.
 */
export function createBeaconIntake(store: Store, settings: InsightSettings) {
  // `now` read at each call, not bound once: the clock a test sets is the one the beacons see.
  const { siteUrl, batch = defaultBatchSettings, limits, now = () => Date.now() } = settings;
  const listeners: BeaconListener[] = [];
  const tell = (outcome: BeaconOutcome, pageView = false) => {
    for (const listener of listeners) listener(outcome, pageView);
  };
  const writer = batchWriter(store, batch, (rows) => {
    for (let row = 0; row < rows; row += 1) tell('dropped');
  });
  const saltOf = dailySalts(store);
  const admits = beaconLimits(limits, now);
  const site = new URL(siteUrl);

  async function record(incoming: IncomingBeacon): Promise<Taken> {
    const userAgent = header(incoming.headers['user-agent']);
    if (declines(incoming.headers)) return { outcome: 'declined' };
    if (isCrawler(userAgent, header(incoming.headers['sec-ch-ua']))) return { outcome: 'crawler' };
    const beacon = parseJsonAs(beaconSchema, incoming.body);
    if (!beacon) return { outcome: 'malformed' };
    const at = now();
    const day = dayOf(at);
    const salt = await saltOf(day);
    const referrer = beacon.referrer && new URL(beacon.referrer).hostname.toLowerCase();
    const added = writer.add({
      received_at: at,
      day,
      visitor: visitorHash(salt, { site: site.host, address: incoming.address, userAgent }),
      path: pageOf(beacon.path),
      view: beacon.view ? 1 : 0,
      form_started: beacon.started ? 1 : 0,
      referrer: referrer === undefined || referrer === site.hostname ? null : referrer,
      utm_source: beacon.utm?.source ?? null,
      utm_medium: beacon.utm?.medium ?? null,
      utm_campaign: beacon.utm?.campaign ?? null,
      device: beacon.device,
      lcp: beacon.vitals?.lcp ?? null,
      inp: beacon.vitals?.inp ?? null,
      cls: beacon.vitals?.cls ?? null,
      ttfb: beacon.vitals?.ttfb ?? null,
    });
    return { outcome: added ? 'recorded' : 'dropped', view: added && beacon.view };
  }

  return {
    subscribe(listener: BeaconListener): void {
      listeners.push(listener);
    },
    /**
     * Whether to read this address's beacon: `limited` (429) when the address sent too many,
     * `over_budget` (dropped unread) when the instance took its minute's share already.
     */
    admits(address: string): 'admitted' | 'limited' | 'over_budget' {
      const verdict = admits(address);
      if (verdict !== 'admitted') tell(verdict);
      return verdict;
    },
    /** For what the route refuses before a beacon is read: `foreign` and `malformed` bodies. */
    refused: (outcome: 'foreign' | 'malformed') => tell(outcome),
    async take(incoming: IncomingBeacon): Promise<BeaconOutcome> {
      const { outcome, view = false } = await record(incoming).catch((): Taken => ({
        outcome: 'dropped',
      }));
      tell(outcome, view);
      return outcome;
    },
    /** Writes what waits: at close, and in tests that read the store at once. */
    flush: () => writer.flush(),
  };
}

export type BeaconIntake = ReturnType<typeof createBeaconIntake>;
