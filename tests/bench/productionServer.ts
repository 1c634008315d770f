import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { onCleanup } from './cleanup';
import { freePort } from './freePort';
import { projectRoot } from './paths';

export interface ProductionServer {
  origin: string;
  /** stops it now rather than at the bench's cleanup */
  stop(): Promise<void>;
}

interface ServerOptions {
  smtpUrl: string;
  /** the data folder; the file outbox of an older build, given as the same variable */
  dataDir: string;
  /** the checkout whose build is served; this one by default */
  cwd?: string;
  /** the server's own output goes here, not to the console: under load it logs every request */
  logFile: string;
  /** further settings, e.g. the CRM webhook's */
  env?: Record<string, string>;
  /** a store of a million leads may take its migrations' while */
  startupTimeoutMs?: number;
}

function logTail(logFile: string): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
}

export const benchFormTokenSecret = 'the bench signs form tokens as the server it loads does';

/** `npm run serve` on the built site, as production runs it, until the bench cleans up. */
export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = openSync(options.logFile, 'a');
  const child = spawn('npm', ['run', 'serve'], {
    cwd: options.cwd ?? projectRoot,
    // Its own process group: npm's shell and node stop together, and Ctrl-C reaches only the bench.
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: options.smtpUrl,
      // The old name, which every build reads (the store's DATA_DIR falls back to it).
      OUTBOX_DIR: options.dataDir,
      // Each post comes as a visitor of its own (X-Forwarded-For from loopback), with a form
      // token signed as the server signs them: the whole way, rate limit and screen included.
      TRUST_PROXY: '127.0.0.1',
      FORM_TOKEN_SECRET: benchFormTokenSecret,
      ...options.env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup('SIGTERM');
    const forced = setTimeout(() => signalGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(forced);
  });

  const deadline = Date.now() + (options.startupTimeoutMs ?? 60_000);
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline && exitCode === undefined) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const why = exitCode === undefined ? 'did not answer /healthz in time' : `exited (${exitCode})`;
  throw new Error(`npm run serve ${why}; its last output:\n${logTail(options.logFile)}`);
}
