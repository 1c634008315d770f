/**
 * `npm test`: the checks that need nothing but the sources (types, lint, the build) side by side,
 * then the tests, which read the build. A step that runs beside others prints its output whole
 * when it ends, so theirs never interleave; a failed step fails the command, and no later stage
 * starts. Ends with each step's time.
 */
import { spawn } from 'node:child_process';

const stages: string[][] = [
  ['npm run typecheck', 'npm run lint', 'npm run build'],
  ['npm run test:unit'],
  ['npm run test:e2e'],
];

interface StepResult {
  command: string;
  ok: boolean;
  seconds: number;
}

function runStep(command: string, alone: boolean): Promise<StepResult> {
  const startedAt = Date.now();
  if (alone) process.stdout.write(`\n=== ${command}\n`);
  const child = spawn('sh', ['-c', command], {
    stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = (Date.now() - startedAt) / 1000;
      process.stdout.write(`\n=== ${command} (${seconds.toFixed(0)} s): ${ok ? 'ok' : 'FAILED'}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ command, ok, seconds });
    });
  });
}

const results: StepResult[] = [];
for (const stage of stages) {
  const done = await Promise.all(stage.map((command) => runStep(command, stage.length === 1)));
  results.push(...done);
  if (done.some((step) => !step.ok)) break;
}
process.stdout.write('\n');
for (const { command, ok, seconds } of results) {
  process.stdout.write(
    `${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(0).padStart(4)} s  ${command}\n`,
  );
}
process.exitCode = results.every((step) => step.ok) ? 0 : 1;
