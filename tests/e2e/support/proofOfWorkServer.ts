import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort } from '../../bench/freePort';
import { e2eServer } from './e2eServer';

const projectRoot = resolve(import.meta.dirname, '../../..');

export interface ProofOfWorkServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The production build as `npm run serve` runs it, with SPAM_PROOF_OF_WORK=on, relaying to the
 * run's SMTP sink: started by the specs that need it alone, so the suite's servers stay as shipped.
 */
export async function startProofOfWorkServer(): Promise<ProofOfWorkServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(resolve(e2eServer.dataDir, '..'), 'proof-of-work-'));
  const server = spawn(process.execPath, [join(projectRoot, 'dist/server/index.js')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${e2eServer.smtpPort}`,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000',
      SPAM_PROOF_OF_WORK: 'on',
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
      throw new Error(`The proof-of-work server did not start:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { baseUrl, dataDir, stop };
}
