import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '../../server/config';
import { dayOf, startOf } from '../../server/insight/dailyTotals';
import { readInsightReport } from '../../server/insight/report';
import { pruneInsight, rollUp } from '../../server/insight/rollUp';
import { createBeaconIntake } from '../../server/insight/takeBeacon';
import { openStore, sqliteFileName } from '../../server/store/openStore';
import { count } from './format';

/** The goal: 10 million raw rows, 100,000 distinct paths (rows from before paths were pages). */
const rows = Number(process.env.BENCH_INSIGHT_ROWS ?? 10_000_000);
const distinctPaths = 100_000;
/** Raw rows spread over this many days, today included: a few past the 90 days' retention. */
const spreadDays = 95;
const retention = { rawDays: 90, totalsDays: 750 };

interface Stall {
  /** the longest the event loop waited while the step ran, and its p99 */
  maxMs: number;
  p99Ms: number;
  /**
   * the most CPU time the loop's thread took between two turns of the loop: the step's longest
   * piece of work, which the machine's other load stretches into a longer stall
   */
  maxCpuMs: number;
  /**
   * the longest gap between two turns, split (Linux): the loop's thread on a core, waiting for
   * one (the machine's other load), and the rest, waiting on the disk (SQLite's fsync) mostly
   */
  longest: { ms: number; cpuMs: number; queuedMs: number } | undefined;
  seconds: number;
}

export interface InsightScale {
  rows: number;
  seedSeconds: number;
  /** the same histogram over an idle loop: what the machine's other load alone makes it wait */
  idle: Stall;
  reportRaw: Stall;
  rollUp: Stall;
  reportRolled: Stall;
  prune: Stall;
  flood: {
    addresses: number;
    beacons: number;
    stored: number;
    bytesPerDay: number;
    /** the flood day's roll-up: a referrer and a campaign of its own in every row */
    rollUp: Stall;
  };
}

const loopThreadStat = `/proc/self/task/${process.pid}/schedstat`;

/** The loop's thread's time so far on a core and waiting for one, in ms; Linux only. */
function loopThreadTimes(): { cpuMs: number; queuedMs: number } | undefined {
  try {
    const [cpu, queued] = readFileSync(loopThreadStat, 'utf8').split(' ').map(Number);
    return { cpuMs: (cpu ?? 0) / 1e6, queuedMs: (queued ?? 0) / 1e6 };
  } catch {
    return undefined;
  }
}

async function measured(work: () => Promise<unknown>): Promise<Stall> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const started = performance.now();
  let maxCpuMs = 0;
  let longest: Stall['longest'];
  let last = { at: performance.now(), times: loopThreadTimes() };
  const turn = setInterval(() => {
    const now = { at: performance.now(), times: loopThreadTimes() };
    if (now.times && last.times) {
      const gap = {
        ms: now.at - last.at,
        cpuMs: now.times.cpuMs - last.times.cpuMs,
        queuedMs: now.times.queuedMs - last.times.queuedMs,
      };
      maxCpuMs = Math.max(maxCpuMs, gap.cpuMs);
      if (gap.ms > (longest?.ms ?? 0)) longest = gap;
    }
    last = now;
  }, 1);
  histogram.enable();
  // The histogram counts from its first tick: a stall from the very start would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await work();
  // A stall lasting to the end of the step is only recorded once the loop turns again.
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  clearInterval(turn);
  return {
    maxMs: histogram.max / 1e6,
    p99Ms: histogram.percentile(99) / 1e6,
    maxCpuMs,
    longest,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Rows written straight into the SQLite file, the fastest way in, not through HTTP. */
function seed(file: string, now: number): number {
  const started = performance.now();
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = OFF');
  const insert = database.prepare(
    `insert into insight_views (received_at, day, visitor, path, view, form_started, referrer,
       utm_source, utm_medium, utm_campaign, device, lcp, inp, cls, ttfb)
     values (?, ?, ?, ?, 1, ?, ?, ?, 'email', ?, 'mobile', ?, ?, 0.05, 300)`,
  );
  const perDay = Math.ceil(rows / spreadDays);
  const firstDay = dayOf(now) - spreadDays + 1;
  const insertRange = database.transaction((from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const day = firstDay + Math.floor(index / perDay);
      // Today's rows spread over the part of today that has passed, as beacons would be.
      const length = day === dayOf(now) ? now - startOf(day) : 86_400_000;
      const at = startOf(day) + Math.floor(((index % perDay) / perDay) * length);
      insert.run(
        at,
        day,
        `visitor-${index % 50_000}`,
        `/p/${index % distinctPaths}`,
        index % 20 === 0 ? 1 : 0,
        index % 3 === 0 ? `host-${index % 1000}.example` : null,
        index % 5 === 0 ? `source-${index % 700}` : null,
        index % 5 === 0 ? `campaign-${index % 900}` : null,
        800 + (index % 4000),
        40 + (index % 300),
      );
    }
  });
  for (let from = 0; from < rows; from += 100_000)
    insertRange(from, Math.min(rows, from + 100_000));
  // The checkpoint syncs the file: rows beacons wrote over 95 days would long be on the disk, and
  // the first step to sync it (the roll-up's first checkpoint) would otherwise wait for them all.
  database.pragma('synchronous = FULL');
  database.pragma('wal_checkpoint(TRUNCATE)');
  database.close();
  return (performance.now() - started) / 1000;
}

const fileBytes = (file: string) =>
  [file, `${file}-wal`].reduce((sum, path) => {
    try {
      return sum + statSync(path).size;
    } catch {
      return sum;
    }
  }, 0);

const defaults = loadConfig({});

/**
 * A day of beacons from 100,000 addresses, each sending its longest fields, through the beacon's
 * own way in (its limits, its batches) on a clock that steps a minute at a time: what one
 * instance's store takes in a day of such a flood, in bytes, the day's totals included.
 */
async function floodDay(dataDir: string, now: number): Promise<InsightScale['flood']> {
  const store = await openStore({ dataDir, databaseUrl: undefined });
  const file = join(dataDir, sqliteFileName);
  const before = fileBytes(file);
  const day = dayOf(now) + 1;
  let clock = startOf(day);
  const intake = createBeaconIntake(store, {
    siteUrl: 'https://www.example.com',
    now: () => clock,
    batch: { flushMs: 1000, batchRows: 500, maxWaiting: 100_000 },
    // The product's defaults: the budget is what bounds a day of flood.
    limits: {
      perAddress: defaults.insightBeaconsPerMinute,
      perInstance: defaults.insightBeaconBudgetPerMinute,
    },
  });
  const addresses = 100_000;
  const perMinute = 400;
  const long = (tag: string) => `${tag}-${'x'.repeat(190)}`;
  let beacons = 0;
  for (let minute = 0; minute < 1440; minute += 1) {
    clock = startOf(day) + minute * 60_000;
    for (let index = 0; index < perMinute; index += 1) {
      const sender = beacons % addresses;
      beacons += 1;
      const address = `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`;
      if (intake.admits(address) !== 'admitted') continue;
      await intake.take({
        address,
        headers: { 'user-agent': `Mozilla/5.0 Chrome/131 ${sender}` },
        body: JSON.stringify({
          path: `/${'p'.repeat(199)}`,
          view: true,
          started: true,
          // An origin of 200 characters, the longest the beacon takes, another each time.
          referrer: `https://${'r'.repeat(184 - String(beacons).length)}${beacons}.example`,
          utm: { source: long('s'), medium: long('m'), campaign: long(`c${beacons}`) },
          device: 'desktop',
          vitals: { lcp: 1000, inp: 100, cls: 0.1, ttfb: 100 },
        }),
      });
    }
    await intake.flush();
  }
  const { stored } = await store.db
    .selectFrom('insight_views')
    .select((eb) => eb.fn.countAll<number>().as('stored'))
    .executeTakeFirstOrThrow();
  const rolled = await measured(() => rollUp(store, startOf(day + 1) + 3_600_000));
  await store.close();
  const database = new BetterSqlite3(file);
  database.pragma('wal_checkpoint(TRUNCATE)');
  database.close();
  return {
    addresses,
    beacons,
    stored: Number(stored),
    bytesPerDay: fileBytes(file) - before,
    rollUp: rolled,
  };
}

/**
 * The roll-up, the report and retention on a store of `rows` raw rows over 95 days and 100,000
 * paths, each step timed with an event-loop delay histogram: the longest the loop waited is
 * what a visitor's request would have waited. Then a day's flood, for the store's growth.
 */
export async function measureInsightScale(workDir: string): Promise<InsightScale> {
  const dataDir = join(workDir, 'data-insight-scale');
  const now = Date.now();
  const created = await openStore({ dataDir, databaseUrl: undefined });
  await created.close();
  const file = join(dataDir, sqliteFileName);
  const seedSeconds = seed(file, now);
  const store = await openStore({ dataDir, databaseUrl: undefined });
  const idle = await measured(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  const reportRaw = await measured(() => readInsightReport(store, { days: 30, now }));
  const rolled = await measured(() => rollUp(store, now));
  const reportRolled = await measured(() => readInsightReport(store, { days: 30, now }));
  const prune = await measured(() => pruneInsight(store, now, retention));
  await store.close();
  const flood = await floodDay(join(workDir, 'data-insight-flood'), now);
  return { rows, seedSeconds, idle, reportRaw, rollUp: rolled, reportRolled, prune, flood };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What the longest gap between turns was made of, where the system tells. */
const splitOf = ({ longest, maxCpuMs }: Stall) =>
  longest === undefined
    ? ''
    : `; the longest gap ${ms(longest.ms)}: ${ms(longest.cpuMs)} on a core, ${ms(longest.queuedMs)} waiting for one, ${ms(Math.max(0, longest.ms - longest.cpuMs - longest.queuedMs))} on neither; longest piece ${ms(maxCpuMs)} of CPU`;

const stallLine = (name: string, stall: Stall) =>
  `  ${name.padEnd(34)} longest stall ${ms(stall.maxMs)} (p99 ${ms(stall.p99Ms)}) ${stall.maxMs <= 50 ? '✓' : '✗'}, ${stall.seconds.toFixed(1)} s${splitOf(stall)}`;

export function insightScaleLines(scale: InsightScale): string[] {
  const { flood } = scale;
  return [
    `Insight at scale: ${count(scale.rows)} raw rows over ${spreadDays} days and ${count(distinctPaths)} paths (seeded in ${scale.seedSeconds.toFixed(0)} s), event-loop delay (goal: no stall over 50 ms)`,
    stallLine('idle, 3 s (the machine alone)', scale.idle),
    stallLine('report, 30 days, none rolled up', scale.reportRaw),
    stallLine(`roll-up of ${spreadDays - 1} days`, scale.rollUp),
    stallLine('report, 30 days, rolled up', scale.reportRolled),
    stallLine('retention (raw past 90 days)', scale.prune),
    stallLine("roll-up of the flood's day", flood.rollUp),
    `  a day's flood from ${count(flood.addresses)} addresses (${count(flood.beacons)} beacons of the longest fields, 400 a minute): ${count(flood.stored)} stored, the store grew ${count(flood.bytesPerDay)} bytes (${(flood.bytesPerDay / 1e6).toFixed(1)} MB) in the day`,
  ];
}
