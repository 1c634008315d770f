import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort } from '../../bench/freePort';
import { e2eServer } from './e2eServer';

const projectRoot = resolve(import.meta.dirname, '../../..');

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The production build as `npm run serve` runs it, relaying to the run's SMTP sink, with `env`
 * on top (named `name` in its data folder and errors): started by the specs that need it alone,
 * so the suite's servers stay as shipped.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string> | ((port: number) => Record<string, string>),
): Promise<OwnServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(resolve(e2eServer.dataDir, '..'), `${name}-`));
  const server = spawn(process.execPath, [join(projectRoot, 'dist/server/index.js')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${e2eServer.smtpPort}`,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000',
      ...(typeof env === 'function' ? env(port) : env),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log += chunk));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    server.kill();
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The ${name} server did not start:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { baseUrl, dataDir, stop };
}
