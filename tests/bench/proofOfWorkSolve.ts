/**
 * What the proof of work (SPAM_PROOF_OF_WORK) costs a visitor: the built form's solver on
 * challenges from a production server with the proof of work on, in Chromium. Chromium cannot slow
 * a Web Worker ("Emulation.setCPUThrottlingRate: only supported for pages, not workers"), so the
 * phone's figure runs the worker's code on the page's main thread with the CPU 4x slower, the
 * bench's phone; the worker itself is timed unthrottled beside it. Run after `npm run build`:
 * `node --import tsx tests/bench/proofOfWorkSolve.ts [runs]`; SPAM_PROOF_OF_WORK_MAX applies.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startOwnServer } from '../e2e/support/ownServer';

const runs = Number(process.argv[2] ?? 15);
const worker = readdirSync(join(import.meta.dirname, '../../dist/client/assets')).find((file) =>
  /^solver\.worker-.*\.js$/.test(file),
);
if (!worker) throw new Error('No solver worker in dist/client/assets: run `npm run build` first');

interface Solve {
  ms: number;
  tries: number;
}

const server = await startOwnServer('proof-of-work', { SPAM_PROOF_OF_WORK: 'on' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const context = await browser.newContext({ bypassCSP: true });
// tsx names the functions it compiles with a helper the page lacks.
await context.addInitScript('globalThis.__name = (target) => target');

/** The worker's module with a `self` of its own: run on the main thread, where throttling applies. */
async function solveOnMainThread(url: string) {
  const code = await (await fetch(url)).text();
  // The worker's module sets onmessage; reply is set below, before the challenge is sent.
  const shim: {
    onmessage?: (event: { data: unknown }) => unknown;
    reply?: (data: { counter: number }) => void;
    postMessage(data: { counter: number }): void;
  } = {
    postMessage(data) {
      this.reply?.(data);
    },
  };
  (globalThis as unknown as { solverShim: typeof shim }).solverShim = shim;
  const module = new Blob([`const self = globalThis.solverShim;\n${code}`], {
    type: 'text/javascript',
  });
  await import(/* @vite-ignore */ URL.createObjectURL(module));
  const challenge: unknown = await (await fetch('/api/proof-of-work')).json();
  const started = performance.now();
  const solution = await new Promise<{ counter: number }>((resolve) => {
    shim.reply = resolve;
    void shim.onmessage?.({ data: challenge });
  });
  return { ms: performance.now() - started, tries: solution.counter + 1 };
}

async function solveInWorker(url: string) {
  const challenge: unknown = await (await fetch('/api/proof-of-work')).json();
  const solver = new Worker(url, { type: 'module' });
  const started = performance.now();
  const solution = await new Promise<{ counter: number }>((resolve) => {
    solver.onmessage = ({ data }) => resolve(data as { counter: number });
    solver.postMessage(challenge);
  });
  solver.terminate();
  return { ms: performance.now() - started, tries: solution.counter + 1 };
}

async function measure(label: string, rate: number, solve: typeof solveInWorker) {
  const solves: Solve[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/privacy`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    solves.push(await page.evaluate(solve, `/assets/${worker}`));
    await page.close();
  }
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const times = solves.map((solve) => solve.ms);
  const tries = solves.map((solve) => solve.tries);
  console.log(
    `${label}, ${runs} solves of ${Math.min(...tries)}–${Math.max(...tries)} tries: ` +
      `median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
      `${median(solves.map((solve) => (solve.ms / solve.tries) * 1000)).toFixed(1)} ms per 1,000 tries`,
  );
}

try {
  await measure('Main thread, CPU 4x slower', 4, solveOnMainThread);
  await measure('Web Worker, unthrottled', 1, solveInWorker);
} finally {
  await browser.close();
  await server.stop();
}
