/**
 * Startup time and memory of the served process, compiled (what `npm run serve` runs) against the
 * source run through tsx (how it was served before issue 12). Informational, like every timing.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';
import { median } from './median';
import { projectRoot } from './paths';

const starts = 5;

const ways = {
  compiled: ['dist/server/index.js'],
  'tsx (source)': ['--import', 'tsx', 'server/index.ts'],
};

interface Footprint {
  startMs: number;
  /** resident memory once /healthz answers, and its peak until then, in MiB */
  rssMiB: number;
  peakRssMiB: number;
}

async function memoryOf(pid: number): Promise<{ rssMiB: number; peakRssMiB: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
}

/** One cold start: from spawning node to the first answer of /healthz. */
async function startOnce(args: string[]): Promise<Footprint> {
  const port = await freePort();
  const dataDir = join(tmpdir(), `bench-footprint-${port}`);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`node ${args.join(' ')} exited early`);
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const startMs = performance.now() - started;
    return { startMs, ...(await memoryOf(child.pid ?? 0)) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Lines for the bench's report: median of several cold starts each way. */
export async function serverFootprintLines(): Promise<string[]> {
  const lines = [`server start, median of ${starts} cold starts (spawn to /healthz):`];
  for (const [way, args] of Object.entries(ways)) {
    const runs: Footprint[] = [];
    for (let run = 0; run < starts; run += 1) runs.push(await startOnce(args));
    const of = (key: keyof Footprint) => median(runs.map((footprint) => footprint[key])) ?? NaN;
    lines.push(
      `  ${way.padEnd(13)} ${of('startMs').toFixed(0)} ms, ` +
        `${of('rssMiB').toFixed(1)} MiB resident (peak ${of('peakRssMiB').toFixed(1)} MiB)`,
    );
  }
  return lines;
}
