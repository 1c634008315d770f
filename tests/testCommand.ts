/**
 * `npm test`: first the Debian packages the tests drive (a missing one stops it at once, with the
 * apt-get line that adds it); then the checks that need nothing but the sources (types, lint, the
 * build) side by side, while a throwaway PostgreSQL starts unless TEST_DATABASE_URL names one;
 * then the tests, which read the build; the Dockerfile's path runs beside the first two stages.
 * A step that runs beside others prints its output whole when it ends, so theirs never
 * interleave; a failed step fails the command, and no later stage starts. Ends with each step's
 * time. The cluster is removed at the end, on a failure, and on SIGINT or SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingPackages, missingPackagesLine, postgresBinDir } from './testCommand/debianPackages';
import { startThrowawayPostgres } from './testCommand/throwawayPostgres';

/**
 * Started with the first stage and awaited with the second: the Dockerfile's path builds
 * better-sqlite3 for the image's Node, a minute on one core, and needs neither the build nor
 * PostgreSQL. Within the second stage it ran alone at the tail while the other core idled; within
 * the first it outlasted the checks.
 */
const dockerfileTest = 'tests/deploy/Dockerfile.test.ts';
const spanning = { command: `npm run test:unit -- --allowOnly=false ${dockerfileTest}`, joins: 1 };

/**
 * better-sqlite3's native build is most of a minute of one core while the other idles, at the end
 * of `npm ci`. CI installs with --ignore-scripts (.ci/run) so that it runs here instead, beside the
 * checks, none of which opens a store. After a plain `npm ci` the addon is there and nothing runs.
 * Built for the tests, it is compiled at -O1: the same SQLite, in 33 s of a core instead of 60 at
 * the package's -O3 (the tests wait on timers and sockets, not on SQLite's speed; `npm start` and
 * `npm run bench` should run on what a plain `npm ci` builds).
 */
const nativeAddon = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const nativeBuild = existsSync(nativeAddon)
  ? []
  : ['JOBS=max CFLAGS=-O1 CXXFLAGS=-O1 npm rebuild better-sqlite3'];

// A committed `.only` fails the run: every run runs every test, with CI set or not.
const stages: string[][] = [
  [...nativeBuild, 'npm run typecheck', 'npm run lint', 'npm run build'],
  [`npm run test:unit -- --allowOnly=false --exclude ${dockerfileTest}`],
  ['npm run test:e2e -- --forbid-only'],
];

interface StepResult {
  command: string;
  ok: boolean;
  seconds: number;
}

const running = new Set<ChildProcess>();

function runStep(command: string, alone: boolean): Promise<StepResult> {
  const startedAt = Date.now();
  if (alone) process.stdout.write(`\n=== ${command}\n`);
  // A process group of its own, so that a signal ends the step's every process (npm, sh, vitest).
  const child = spawn('sh', ['-c', command], {
    detached: true,
    stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      const ok = code === 0;
      const seconds = (Date.now() - startedAt) / 1000;
      process.stdout.write(`\n=== ${command} (${seconds.toFixed(0)} s): ${ok ? 'ok' : 'FAILED'}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ command, ok, seconds });
    });
  });
}

const missing = missingPackages();
if (missing.length > 0) {
  process.stderr.write(`${missingPackagesLine(missing)}\n`);
  process.exit(1);
}

const binDir = process.env.TEST_DATABASE_URL?.trim() ? undefined : postgresBinDir();
const postgres = binDir === undefined ? undefined : startThrowawayPostgres(binDir);

function stopSteps(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The step's processes have just ended.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopSteps(signal);
    postgres?.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const postgresStartedAt = Date.now();
const postgresUrl = postgres?.url.then(
  (url) => ({ url }),
  (error: unknown) => ({ error, seconds: (Date.now() - postgresStartedAt) / 1000 }),
);

const results: StepResult[] = [];
const early = runStep(spanning.command, false);
let joined = false;
try {
  for (const [index, stage] of stages.entries()) {
    const steps = stage.map((command) => runStep(command, stage.length === 1));
    if (index === spanning.joins) {
      steps.push(early);
      joined = true;
    }
    const done = await Promise.all(steps);
    results.push(...done);
    if (done.some((step) => !step.ok)) break;
    const started = await postgresUrl;
    if (started && 'error' in started) {
      const command = 'starting a throwaway PostgreSQL';
      process.stdout.write(`\n=== ${command}: FAILED\n${String(started.error)}\n`);
      results.push({ command, ok: false, seconds: started.seconds });
      break;
    }
    if (started) process.env.TEST_DATABASE_URL = started.url;
  }
} finally {
  // A stage failed before the spanning step was awaited: it would only delay the verdict.
  if (!joined) {
    stopSteps('SIGTERM');
    await early;
  }
  await postgresUrl;
  postgres?.stop();
}
process.stdout.write('\n');
for (const { command, ok, seconds } of results) {
  process.stdout.write(
    `${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(0).padStart(4)} s  ${command}\n`,
  );
}
process.exitCode = results.every((step) => step.ok) ? 0 : 1;
