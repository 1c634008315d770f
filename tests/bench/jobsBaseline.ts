import { join } from 'node:path';
import { buildBeside } from './besideBuild';
import { count } from './format';
import { beaconFlood, floodSeconds } from './insightLoad';
import { loadSendEmail } from './load';
import { median } from './median';
import { startProductionServer } from './productionServer';
import type { SmtpCounter } from './smtpCounter';

/**
 * The commit the job table's issue (33) was filed against: the rates it must hold. BENCH_JOBS_BASE
 * names another (the last landed, say), to see what one change costs.
 */
const jobTableIssue = '7210fac';
const baselineRevision = process.env.BENCH_JOBS_BASE ?? jobTableIssue;
const turns = 5;

interface Rates {
  /** POST /api/send-email answered 2xx per second */
  accepted: number[];
  /** the same leads in the inbox per second, from the first post to the last message received */
  delivered: number[];
  /** the same, counted only after the last post was answered: the runner without intake beside it */
  drained: number[];
  /** POST /api/beacon answered 204 per second, each from an address of its own */
  beacons: number[];
}

export interface JobsBaseline {
  baselineCommit: string;
  baseline: Rates;
  current: Rates;
  accepted: number;
  delivered: number;
}

const emptyRates = (): Rates => ({ accepted: [], delivered: [], drained: [], beacons: [] });

/**
 * This build beside the commit before the job table, on SQLite, in turns so a busy neighbour
 * weighs on both alike: a fresh server and store each turn (load.ts's texts repeat after 4,096
 * posts, and a store seeing them again holds them as a campaign). This build's beacon budget is
 * lifted, so both store every beacon they answer and the same work is compared.
 */
export async function compareWithJobsBaseline(
  workDir: string,
  sink: SmtpCounter,
): Promise<JobsBaseline> {
  const old = await buildBeside(workDir, baselineRevision, 'jobs-baseline');
  const result: JobsBaseline = {
    baselineCommit: old.commit,
    baseline: emptyRates(),
    current: emptyRates(),
    accepted: 0,
    delivered: 0,
  };
  let servers = 0;
  const measure = async (rates: Rates, cwd: string | undefined) => {
    const name = `jobs-${(servers += 1)}`;
    const server = await startProductionServer({
      smtpUrl: sink.url,
      dataDir: join(workDir, `data-${name}`),
      logFile: join(workDir, `server-${name}.log`),
      cwd,
      env: { INSIGHT_BEACON_BUDGET_PER_MINUTE: '1000000' },
    });
    const started = performance.now();
    const load = await loadSendEmail(server.origin, sink);
    rates.accepted.push((load.accepted / (load.accepted + load.rejected)) * load.requestsPerSecond);
    rates.delivered.push(load.delivered / ((sink.lastReceivedAt() - started) / 1000));
    rates.drained.push(load.drainedPerSecond);
    result.accepted += load.accepted;
    result.delivered += load.delivered;
    const flood = await beaconFlood(server.origin);
    rates.beacons.push(flood['2xx'] / floodSeconds);
    await server.stop();
  };
  for (let turn = 0; turn < turns; turn += 1) {
    await measure(result.baseline, old.dir);
    await measure(result.current, undefined);
  }
  return result;
}

function rateLine(label: string, unit: string, before: number[], after: number[]): string {
  const ratio = median(after.map((rate, index) => rate / (before[index] ?? rate))) ?? 1;
  const change = (ratio - 1) * 100;
  return `  ${label.padEnd(10)} ${count(median(before) ?? 0)} → ${count(median(after) ?? 0)} ${unit} (before ${before.map(count).join(', ')}; after ${after.map(count).join(', ')}) ${change >= 0 ? '+' : ''}${change.toFixed(1)} % ${change >= -10 ? '✓' : '✗'}`;
}

export function jobsBaselineLines(jobs: JobsBaseline): string[] {
  const { baseline, current } = jobs;
  return [
    `Beside ${jobs.baselineCommit}${jobs.baselineCommit === jobTableIssue ? ', the commit before the job table,' : ''} on SQLite (interleaved, ${turns} turns, medians; goal: within 10 %):`,
    rateLine('accepted', 'leads/s', baseline.accepted, current.accepted),
    rateLine('delivered', 'leads/s', baseline.delivered, current.delivered),
    rateLine('drained', 'leads/s', baseline.drained, current.drained),
    rateLine('beacons', 'beacons/s', baseline.beacons, current.beacons),
    jobs.accepted === jobs.delivered
      ? `  ✓ every accepted lead (${count(jobs.accepted)}) reached the inbox once`
      : `FAIL accepted ${count(jobs.accepted)} ≠ delivered ${count(jobs.delivered)}`,
  ];
}
