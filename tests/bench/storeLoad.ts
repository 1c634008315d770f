import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildBeside } from './besideBuild';
import { onCleanup } from './cleanup';
import { count } from './format';
import { loadSendEmail } from './load';
import { median } from './median';
import { projectRoot } from './paths';
import { startProductionServer } from './productionServer';
import type { SmtpCounter } from './smtpCounter';

const run = promisify(execFile);
const turns = 3;

interface Runs {
  /** accepted leads per second of each turn, in the order they ran */
  perSecond: number[];
  p99Ms: number[];
}

export interface StoreComparison {
  baselineCommit: string;
  fileOutbox: Runs;
  sqlite: Runs;
  /** two instances on one PostgreSQL; absent without a server to use */
  postgres: Runs | undefined;
  /** the median of each turn's SQLite/file outbox ratio */
  sqliteToFileOutbox: number;
  accepted: number;
  delivered: number;
}

/**
 * The file outbox as it was: the last commit that had it (the parent of the one that deleted
 * server/outbox/outbox.ts), checked out beside this one, installed and built.
 */
async function fileOutboxBuild(workDir: string): Promise<{ dir: string; commit: string }> {
  const { stdout } = await run(
    'git',
    ['log', '-1', '--format=%H', '--diff-filter=D', '--', 'server/outbox/outbox.ts'],
    { cwd: projectRoot },
  );
  return buildBeside(workDir, `${stdout.trim()}^`, 'file-outbox');
}

/** A schema of its own on the PostgreSQL server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names. */
export async function postgresSchema(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  onCleanup(() => admin(`drop schema ${schema} cascade`));
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

/**
 * Accepted leads per second and p99 of POST /api/send-email, every lead the whole way (screened,
 * stored, mailed): the file outbox of the commit before the store, the store on SQLite, and two
 * instances on one PostgreSQL sharing the load, in turns so a busy neighbour weighs on all alike.
 */
export async function compareStores(workDir: string, sink: SmtpCounter): Promise<StoreComparison> {
  const baseline = await fileOutboxBuild(workDir);
  const server = (name: string, options: { cwd?: string; env?: Record<string, string> } = {}) =>
    startProductionServer({
      smtpUrl: sink.url,
      dataDir: join(workDir, `data-${name}`),
      logFile: join(workDir, `server-${name}.log`),
      ...options,
    });
  const fileOutbox = await server('file-outbox', { cwd: baseline.dir });
  const sqlite = await server('sqlite');
  const databaseUrl = await postgresSchema();
  const postgres = databaseUrl
    ? await Promise.all(
        ['pg-a', 'pg-b'].map((name) => server(name, { env: { DATABASE_URL: databaseUrl } })),
      )
    : undefined;

  const result: StoreComparison = {
    baselineCommit: baseline.commit,
    fileOutbox: { perSecond: [], p99Ms: [] },
    sqlite: { perSecond: [], p99Ms: [] },
    postgres: postgres && { perSecond: [], p99Ms: [] },
    sqliteToFileOutbox: 0,
    accepted: 0,
    delivered: 0,
  };
  const measure = async (runs: Runs, origins: string[]) => {
    const load = await loadSendEmail(origins, sink);
    runs.perSecond.push((load.accepted / (load.accepted + load.rejected)) * load.requestsPerSecond);
    runs.p99Ms.push(load.p99Ms);
    result.accepted += load.accepted;
    result.delivered += load.delivered;
  };
  for (let turn = 0; turn < turns; turn += 1) {
    await measure(result.fileOutbox, [fileOutbox.origin]);
    await measure(result.sqlite, [sqlite.origin]);
    if (postgres && result.postgres)
      await measure(
        result.postgres,
        postgres.map((one) => one.origin),
      );
  }
  result.sqliteToFileOutbox =
    median(
      result.sqlite.perSecond.map(
        (rate, index) => rate / (result.fileOutbox.perSecond[index] ?? rate),
      ),
    ) ?? 0;
  return result;
}

function runsLine(label: string, runs: Runs): string {
  return `  ${label.padEnd(30)} ${count(median(runs.perSecond) ?? 0)} leads/s (${runs.perSecond.map(count).join(', ')}) · p99 ${count(median(runs.p99Ms) ?? 0)} ms`;
}

export function storeLines(comparison: StoreComparison): string[] {
  const ratio = comparison.sqliteToFileOutbox;
  return [
    `POST /api/send-email, accepted leads per second by store (interleaved, ${turns} turns, medians):`,
    runsLine(`file outbox (${comparison.baselineCommit})`, comparison.fileOutbox),
    runsLine('SQLite', comparison.sqlite),
    comparison.postgres
      ? runsLine('PostgreSQL, two instances', comparison.postgres)
      : '  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)',
    `  SQLite / file outbox: ${ratio.toFixed(2)}x ${ratio >= 0.9 ? '✓' : '✗'} (goal ≥ 0.9x)`,
    comparison.accepted === comparison.delivered
      ? `  ✓ every accepted lead (${count(comparison.accepted)}) reached the inbox once`
      : `FAIL accepted ${count(comparison.accepted)} ≠ delivered ${count(comparison.delivered)}`,
  ];
}
