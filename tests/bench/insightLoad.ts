import autocannon, { type RequestParams } from 'autocannon';
import { join } from 'node:path';
import { compressForServing } from '../../server/prerender/precompress';
import {
  chunkFiles,
  entryKey,
  readViteManifest,
  staticClosure,
} from '../../server/prerender/viteManifest';
import { openStore } from '../../server/store/openStore';
import { readFileSync } from 'node:fs';
import { count, kb } from './format';
import { loadSendEmail } from './load';
import { median } from './median';
import { projectRoot } from './paths';
import { startProductionServer } from './productionServer';
import type { SmtpCounter } from './smtpCounter';

const turns = 5;
export const floodSeconds = 5;
/**
 * The flood beside the leads: 500 page views a second, 30,000 a minute, far past this site's
 * traffic; a fixed rate, so that what is compared is the store's sharing, not two load
 * generators fighting over the machine's two cores.
 */
const floodRate = 500;

export interface InsightLoad {
  beacon: { files: string[]; raw: number; gzip: number; brotli: number };
  /** beacons answered 204 per second, each from an address of its own, at full speed */
  beaconsPerSecond: number[];
  beaconP99Ms: number[];
  /** of the beacons answered 204 in those runs, how many the store holds */
  stored: { answered: number; rows: number };
  leadsAlone: number[];
  leadsWithFlood: number[];
  /** the same flood sent to another server on the machine: what the machine's cores alone cost */
  leadsFloodElsewhere: number[];
  /** the median of each turn's with/alone ratio, minus 1: -0.04 is 4 % slower */
  change: number;
  changeElsewhere: number;
  accepted: number;
  delivered: number;
}

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const beaconBody = JSON.stringify({
  path: '/services',
  view: true,
  started: false,
  referrer: 'https://www.google.com',
  utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
  device: 'mobile',
  vitals: { lcp: 1180, inp: 64, cls: 0.01, ttfb: 120 },
});

function beaconBytes(): InsightLoad['beacon'] {
  const clientDir = join(projectRoot, 'dist/client');
  const manifest = readViteManifest(clientDir);
  const entry = new Set(chunkFiles(manifest, staticClosure(manifest, entryKey(manifest))));
  const files = chunkFiles(manifest, staticClosure(manifest, 'features/insight/beacon.ts')).filter(
    (file) => !entry.has(file),
  );
  const sizes = files.map((file) => compressForServing(readFileSync(join(clientDir, file))));
  const raw = files.reduce((sum, file) => sum + readFileSync(join(clientDir, file)).length, 0);
  return {
    files,
    raw,
    gzip: sizes.reduce((sum, size) => sum + size.gzip.length, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli.length, 0),
  };
}

let visitors = 0;

/** Each beacon from a visitor of its own (through the trusted proxy): the per-address limit stays out of it. */
function visitorsBeacon(request: RequestParams): RequestParams {
  visitors += 1;
  return {
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`,
    },
  };
}

/** Beacons for `floodSeconds`, each from a visitor of its own; at full speed without a `rate`. */
export function beaconFlood(origin: string, rate?: number) {
  return autocannon({
    url: `${origin}/api/beacon`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome },
    body: beaconBody,
    requests: [{ setupRequest: visitorsBeacon }],
    connections: 20,
    pipelining: 1,
    duration: floodSeconds,
    ...(rate !== undefined && { overallRate: rate }),
  });
}

/**
 * The beacon's weight, the beacons a second one server takes, and accepted leads a second alone,
 * beside a flood of beacons to the same server, and beside the same flood to another server on
 * the machine (what the two cores alone cost), in turns so a busy neighbour weighs on all alike.
 * Reported, never asserted.
 */
export async function measureInsightLoad(workDir: string, sink: SmtpCounter): Promise<InsightLoad> {
  let servers = 0;
  // A fresh server (and store) for each run: load.ts's texts repeat after 4,096 posts, and one
  // store seeing them again holds them as a campaign.
  const server = async () => {
    const name = `insight-${(servers += 1)}`;
    const dataDir = join(workDir, `data-${name}`);
    const { origin } = await startProductionServer({
      smtpUrl: sink.url,
      dataDir,
      logFile: join(workDir, `server-${name}.log`),
    });
    return { origin, dataDir };
  };
  const result: InsightLoad = {
    beacon: beaconBytes(),
    beaconsPerSecond: [],
    beaconP99Ms: [],
    stored: { answered: 0, rows: 0 },
    leadsAlone: [],
    leadsWithFlood: [],
    leadsFloodElsewhere: [],
    change: 0,
    changeElsewhere: 0,
    accepted: 0,
    delivered: 0,
  };
  const beaconServer = await server();
  for (let turn = 0; turn < turns; turn += 1) {
    const flood = await beaconFlood(beaconServer.origin);
    result.beaconsPerSecond.push(flood['2xx'] / floodSeconds);
    result.beaconP99Ms.push(flood.latency.p99);
    result.stored.answered += flood['2xx'];
  }
  // Written within a second of arriving: give the last batch its time.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const store = await openStore({ dataDir: beaconServer.dataDir, databaseUrl: undefined });
  const { rows } = await store.db
    .selectFrom('insight_views')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  await store.close();
  result.stored.rows = Number(rows);

  const leadsPerSecond = async (runs: number[], flooded?: 'same' | 'elsewhere') => {
    const { origin } = await server();
    const floodTarget = flooded === 'same' ? origin : beaconServer.origin;
    const flood = flooded === undefined ? undefined : beaconFlood(floodTarget, floodRate);
    const load = await loadSendEmail(origin, sink);
    await flood;
    runs.push((load.accepted / (load.accepted + load.rejected)) * load.requestsPerSecond);
    result.accepted += load.accepted;
    result.delivered += load.delivered;
  };
  for (let turn = 0; turn < turns; turn += 1) {
    await leadsPerSecond(result.leadsAlone);
    await leadsPerSecond(result.leadsWithFlood, 'same');
    await leadsPerSecond(result.leadsFloodElsewhere, 'elsewhere');
  }
  const changeOf = (runs: number[]) =>
    (median(runs.map((rate, index) => rate / (result.leadsAlone[index] ?? rate))) ?? 1) - 1;
  result.change = changeOf(result.leadsWithFlood);
  result.changeElsewhere = changeOf(result.leadsFloodElsewhere);
  return result;
}

const runs = (values: number[]) => values.map(count).join(', ');

export function insightLines(load: InsightLoad): string[] {
  const percent = (load.change * 100).toFixed(1);
  return [
    `Insight beacon (${load.beacon.files.join(', ')}), fetched when idle: ${kb(load.beacon.gzip)} KB gzip, ${kb(load.beacon.brotli)} KB brotli, ${kb(load.beacon.raw)} KB raw`,
    `POST /api/beacon, 20 connections, ${floodSeconds} s × ${turns}: ${count(median(load.beaconsPerSecond) ?? 0)} beacons/s (${runs(load.beaconsPerSecond)}) · p99 ${count(median(load.beaconP99Ms) ?? 0)} ms (${runs(load.beaconP99Ms)})`,
    // A run's end cuts the requests in flight: the server may have stored some it never answered.
    `  the store holds ${count(load.stored.rows)} rows for ${count(load.stored.answered)} beacons answered 204`,
    `POST /api/send-email, accepted leads/s alone and beside ${floodRate} beacons/s (interleaved, ${turns} turns):`,
    `  alone        ${count(median(load.leadsAlone) ?? 0)} leads/s (${runs(load.leadsAlone)})`,
    `  with flood   ${count(median(load.leadsWithFlood) ?? 0)} leads/s (${runs(load.leadsWithFlood)})`,
    `  change ${percent} % ${Math.abs(load.change) <= 0.1 ? '✓' : '✗'} (goal within 10 %)`,
    `  the flood sent to another server instead: ${count(median(load.leadsFloodElsewhere) ?? 0)} leads/s (${runs(load.leadsFloodElsewhere)}), ${(load.changeElsewhere * 100).toFixed(1)} %: the machine's cores' share of the change`,
    load.accepted === load.delivered
      ? `  ✓ every accepted lead (${count(load.accepted)}) reached the inbox once`
      : `FAIL accepted ${count(load.accepted)} ≠ delivered ${count(load.delivered)}`,
  ];
}
