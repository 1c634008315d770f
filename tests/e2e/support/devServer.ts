import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort } from '../../bench/freePort';

const projectRoot = resolve(import.meta.dirname, '../../..');
/** What the dev server reads besides node_modules (found above the copy) and server/ (run in place). */
const copied = [
  'client',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'tsconfig.json',
];

export interface DevServer {
  url(path: string): string;
  /** Saves a file of the copy, changed by `change`, which must change it. */
  edit(file: string, change: (text: string) => string): Promise<void>;
  stop(): Promise<void>;
  /** What the dev server has printed so far, for a failure's report. */
  log(): string;
}

async function port(variable: string): Promise<number> {
  const fixed = process.env[variable];
  return fixed ? Number(fixed) : freePort();
}

/**
 * `npm run dev` on a copy of the client in var/, so a test can save files the way a
 * developer does without touching the checkout. E2E_DEV_PORT and E2E_DEV_API_PORT pin its ports.
 */
export async function startDevServer(): Promise<DevServer> {
  // Inside the project so node_modules resolves, but not in test-results/, which Vite never watches.
  await mkdir(join(projectRoot, 'var'), { recursive: true });
  const dir = await mkdtemp(join(projectRoot, 'var', 'dev-copy-'));
  for (const entry of copied)
    await cp(join(projectRoot, entry), join(dir, entry), { recursive: true });
  const [devPort, apiPort] = [await port('E2E_DEV_PORT'), await port('E2E_DEV_API_PORT')];
  const origin = `http://127.0.0.1:${devPort}`;

  const server = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/dev.ts')], {
    cwd: dir,
    env: {
      ...process.env,
      DEV_PORT: String(devPort),
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));

  const stop = async () => {
    server.kill();
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const listening = () =>
    fetch(`${origin}/@vite/client`).then(
      (response) => response.ok,
      () => false,
    );
  // Vite's first start on a loaded CI machine took over 30 s once; how soon it starts is not tested.
  const deadline = Date.now() + 90_000;
  while (!(await listening())) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The dev server did not start:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    url: (path) => `${origin}${path}`,
    async edit(file, change) {
      const path = join(dir, file);
      const before = await readFile(path, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit left ${file} unchanged`);
      await writeFile(path, after);
    },
    stop,
    log: () => log,
  };
}
