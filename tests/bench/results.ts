import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { RouteBytes } from './bytes';
import type { LighthouseSummary } from './lighthouse';
import type { HomeLoad, SendEmailLoad } from './load';
import { projectRoot, resultsDir } from './paths';

export interface RouteResult {
  path: string;
  bytes: RouteBytes;
  /** absent when the run was asked for no Lighthouse runs */
  lighthouse?: LighthouseSummary;
}

export interface BenchResult {
  timestamp: string;
  commit: string;
  /** uncommitted changes were measured too */
  dirty: boolean;
  machine: { node: string; cpu: string; cores: number };
  lighthouseRuns: number;
  routes: RouteResult[];
  load: { home: HomeLoad; sendEmail: SendEmailLoad };
}

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

export function commitInfo(): Pick<BenchResult, 'commit' | 'dirty'> {
  return {
    commit: git('rev-parse', '--short', 'HEAD') ?? 'unknown',
    dirty: Boolean(git('status', '--porcelain')),
  };
}

export function machineInfo(): BenchResult['machine'] {
  const cores = cpus();
  return { node: process.version, cpu: cores[0]?.model ?? 'unknown', cores: cores.length };
}

const latestFile = join(resultsDir, 'latest.json');

export async function readLatest(): Promise<BenchResult | undefined> {
  try {
    return JSON.parse(await readFile(latestFile, 'utf8')) as BenchResult;
  } catch {
    return undefined;
  }
}

/** Returns the timestamped file; latest.json is the same result, for the next run to compare with. */
export async function writeResult(result: BenchResult): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  // ':' is not allowed in file names everywhere.
  const file = join(resultsDir, `${result.timestamp.replaceAll(':', '-')}.json`);
  await writeFile(file, json);
  await writeFile(latestFile, json);
  return file;
}

/** A section run alone (BENCH_ONLY=navigation, scale): its own file, so latest.json stays a full run. */
export async function writeSectionResult(section: string, result: object): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `${section}-${new Date().toISOString().replaceAll(':', '-')}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
