import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { backlogReuseMs } from '../../server/operations/metrics';
import { count } from './format';
import { median } from './median';
import { projectRoot } from './paths';
import { benchFormTokenSecret, startProductionServer } from './productionServer';
import { seededPhone, seedLeads } from './scaleSeed';
import type { SmtpCounter } from './smtpCounter';
import { postgresSchema } from './storeLoad';

const run = promisify(execFile);

/** Issue 33's goal for each read below, with a million leads in the store. */
const goalMs = 50;
const scrapes = 10;
/** scrapes further apart than the server reuses its count each ask the store, as Prometheus does */
const scrapeGapMs = backlogReuseMs + 100;
/** a command still running after this is stopped and reported as too slow */
const commandTimeoutMs = 180_000;
/** what lowering RETENTION_DAYS to 400 deletes at once: the leads delivered before that */
const purgeAge = '400d';

interface Timings {
  medianMs: number;
  maxMs: number;
}

interface CommandRun {
  command: string;
  /** the whole answer; null: stopped after commandTimeoutMs, or failed */
  ms: number | null;
  /** until the first page was printed (the goal's measure) */
  firstPageMs?: number;
  /** why it failed: the last line of its error */
  failed?: string;
  code?: number;
  printedKb?: number;
  rssBeforeMb?: number;
  rssAfterMb?: number;
  maxRssMb?: number;
}

interface ScaleRun {
  engine: 'SQLite' | 'PostgreSQL';
  seedSeconds: number;
  /** `npm run serve` on the seeded store until /healthz answers, its migrations included */
  startSeconds: number;
  metrics: Timings;
  readyz: Timings;
  serverRssBeforeMb: number;
  serverRssAfterMb: number;
  commands: CommandRun[];
  /** `purge --older-than 400d` beside the server, and the public /readyz every 50 ms meanwhile */
  purge: { run: CommandRun; readyzMaxMs: number; readyzFailed: number };
}

export interface ScaleResult {
  leads: number;
  runs: ScaleRun[];
}

const timings = (samples: number[]): Timings => ({
  medianMs: median(samples) ?? 0,
  maxMs: Math.max(0, ...samples),
});

async function timedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; ok: boolean; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  return { ms: performance.now() - started, ok: response.ok, body };
}

const rssMbOf = (metrics: string) =>
  Math.round(
    Number(/^process_resident_memory_bytes (\S+)$/m.exec(metrics)?.[1] ?? 0) / (1024 * 1024),
  );

/** One outbox command in a process of its own (scaleProbe.ts), on the store `env` names. */
async function probe(argv: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const command = argv.join(' ');
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/scaleProbe.ts', ...argv],
      { cwd: projectRoot, env, timeout: commandTimeoutMs, killSignal: 'SIGKILL' },
    );
    return {
      ...(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Omit<CommandRun, 'command'>),
      command,
    };
  } catch (error) {
    const {
      killed,
      stdout = '',
      stderr = '',
    } = error as {
      killed?: boolean;
      stdout?: string;
      stderr?: string;
    };
    // Stopped half-way, a command has still said when its first page was out.
    if (killed) {
      const firstLine = stdout.split('\n')[0] ?? '';
      return {
        command,
        ms: null,
        ...(firstLine && (JSON.parse(firstLine) as { firstPageMs: number })),
      };
    }
    const why = stderr.split('\n').find((line) => /^\w*Error\b/.test(line));
    return { command, ms: null, failed: why ?? (error as Error).message };
  }
}

/** The purge beside the running server, with /readyz (a real write) asked all along. */
async function purgeBeside(origin: string, env: NodeJS.ProcessEnv): Promise<ScaleRun['purge']> {
  let done = false;
  const readyz: { ms: number; ok: boolean }[] = [];
  const asking = (async () => {
    while (!done) {
      // As a load balancer's public check (the bench's server trusts loopback's proxy header):
      // the write alone, which a purge may hold, not the operator's backlog count.
      readyz.push(await timedGet(`${origin}/readyz`, { 'x-forwarded-for': '203.0.113.7' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const purge = await probe(['purge', '--older-than', purgeAge], env).finally(() => (done = true));
  await asking;
  return {
    run: purge,
    readyzMaxMs: Math.max(0, ...readyz.map((one) => one.ms)),
    readyzFailed: readyz.filter((one) => !one.ok).length,
  };
}

async function measureEngine(
  engine: ScaleRun['engine'],
  leads: number,
  settings: { dataDir: string; databaseUrl: string | undefined },
  workDir: string,
  sink: SmtpCounter,
): Promise<ScaleRun> {
  console.log(`scale (${engine}): seeding ${count(leads)} leads …`);
  const seedSeconds = await seedLeads(settings, leads);
  // The commands read the server's settings: on PostgreSQL they need its form token secret too.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: settings.dataDir,
    FORM_TOKEN_SECRET: benchFormTokenSecret,
  };
  if (settings.databaseUrl === undefined) delete env.DATABASE_URL;
  else env.DATABASE_URL = settings.databaseUrl;

  console.log(`scale (${engine}): starting the server on them …`);
  const started = performance.now();
  const server = await startProductionServer({
    smtpUrl: sink.url,
    dataDir: settings.dataDir,
    logFile: join(workDir, `server-scale-${engine}.log`),
    startupTimeoutMs: 15 * 60_000,
    ...(settings.databaseUrl !== undefined && { env: { DATABASE_URL: settings.databaseUrl } }),
  });
  const startSeconds = (performance.now() - started) / 1000;
  if (settings.databaseUrl !== undefined) {
    // What autovacuum does within minutes of a bulk write (the seed, the start's migration into
    // jobs): until then the counts read the table's pages instead of its indexes, 57 ms where
    // 9 ms is the store as it runs.
    console.log(`scale (${engine}): vacuum analyze, as autovacuum will …`);
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    await client.query('vacuum analyze leads, jobs, consents');
    await client.end();
  }

  console.log(`scale (${engine}): /metrics and /readyz, ${scrapes} times each …`);
  const metrics: number[] = [];
  const readyz: number[] = [];
  let serverRssBeforeMb: number | undefined;
  for (let scrape = 0; scrape < scrapes; scrape += 1) {
    const scraped = await timedGet(`${server.origin}/metrics`);
    serverRssBeforeMb ??= rssMbOf(scraped.body);
    metrics.push(scraped.ms);
    readyz.push((await timedGet(`${server.origin}/readyz`)).ms);
    await new Promise((resolve) => setTimeout(resolve, scrapeGapMs));
  }

  const commands: CommandRun[] = [];
  for (const argv of [['status'], ['list'], ['consent', seededPhone(0)]]) {
    console.log(`scale (${engine}): outbox ${argv.join(' ')} …`);
    commands.push(await probe(argv, env));
  }
  console.log(`scale (${engine}): outbox purge --older-than ${purgeAge}, /readyz meanwhile …`);
  const purge = await purgeBeside(server.origin, env);
  const serverRssAfterMb = rssMbOf((await timedGet(`${server.origin}/metrics`)).body);
  await server.stop();
  return {
    engine,
    seedSeconds,
    startSeconds,
    metrics: timings(metrics),
    readyz: timings(readyz),
    serverRssBeforeMb: serverRssBeforeMb ?? 0,
    serverRssAfterMb,
    commands,
    purge,
  };
}

/**
 * Issue 33's operations at scale: BENCH_SCALE_LEADS (a million) leads seeded into a store of
 * each engine (PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), then
 * the server's /metrics and /readyz, the first page of the operator's commands, and a purge of
 * the oldest, each timed, with the memory of the process that answered.
 */
export async function measureScale(
  workDir: string,
  sink: SmtpCounter,
  leads: number,
): Promise<ScaleResult> {
  const runs = [
    await measureEngine(
      'SQLite',
      leads,
      { dataDir: join(workDir, 'scale-sqlite'), databaseUrl: undefined },
      workDir,
      sink,
    ),
  ];
  const databaseUrl = await postgresSchema();
  if (databaseUrl !== undefined) {
    runs.push(
      await measureEngine(
        'PostgreSQL',
        leads,
        { dataDir: join(workDir, 'scale-pg'), databaseUrl },
        workDir,
        sink,
      ),
    );
  }
  return { leads, runs };
}

const mark = (ms: number | null) => (ms !== null && ms <= goalMs ? '✓' : '✗');
const ms = (value: number) => `${count(value)} ms`;

function commandLine(one: CommandRun): string {
  if (one.failed !== undefined) return `    ${one.command.padEnd(34)} failed ✗: ${one.failed}`;
  if (one.ms === null) {
    const firstPage =
      one.firstPageMs === undefined
        ? ''
        : ` first page ${ms(one.firstPageMs).padStart(9)} ${mark(one.firstPageMs)} ·`;
    return `    ${one.command.padEnd(34)}${firstPage} over ${commandTimeoutMs / 1000} s, stopped ✗`;
  }
  const firstPage = one.firstPageMs ?? one.ms;
  return `    ${one.command.padEnd(34)} first page ${ms(firstPage).padStart(9)} ${mark(firstPage)} · all ${ms(one.ms)} · RSS ${one.rssBeforeMb} → ${one.rssAfterMb} MB (peak ${one.maxRssMb}) · ${count(one.printedKb ?? 0)} KB printed${one.code === 0 ? '' : ` · exit ${one.code}`}`;
}

export function scaleLines(result: ScaleResult): string[] {
  const lines = [
    `Operations with ${count(result.leads)} leads in the store (goal: each ≤ ${goalMs} ms, memory flat):`,
  ];
  for (const one of result.runs) {
    lines.push(
      `  ${one.engine}: seeded in ${one.seedSeconds.toFixed(0)} s, server up in ${one.startSeconds.toFixed(1)} s`,
      `    GET /metrics (${scrapes} scrapes)          median ${ms(one.metrics.medianMs)}, max ${ms(one.metrics.maxMs)} ${mark(one.metrics.maxMs)}`,
      `    GET /readyz, operator's view      median ${ms(one.readyz.medianMs)}, max ${ms(one.readyz.maxMs)} ${mark(one.readyz.maxMs)}`,
      `    server RSS                        ${one.serverRssBeforeMb} MB → ${one.serverRssAfterMb} MB`,
      ...one.commands.map(commandLine),
      commandLine(one.purge.run).replace(/ [✓✗]/, ''),
      `      public /readyz meanwhile: max ${ms(one.purge.readyzMaxMs)} ${mark(one.purge.readyzMaxMs)}, ${one.purge.readyzFailed} not ready`,
    );
  }
  if (result.runs.length === 1) {
    lines.push('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');
  }
  return lines;
}
