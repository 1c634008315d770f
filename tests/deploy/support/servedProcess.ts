import { spawn } from 'node:child_process';

export interface ServedProcess {
  origin: string;
  /** everything the process printed so far */
  output(): string;
  /** SIGTERM to the process group, as systemd and `docker stop` send it; resolves with the exit code */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer ends it: nothing of it runs after; resolves once gone */
  kill(): Promise<void>;
}

interface StartOptions {
  command: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
}

const startupTimeoutMs = 20_000;

/**
 * Starts a server as production does and waits for its /healthz. The process gets its own group,
 * so `npm run serve`'s shell and node stop together.
 */
export async function startServedProcess({
  command,
  cwd,
  env,
  port,
}: StartOptions): Promise<ServedProcess> {
  const [file = '', ...args] = command;
  const child = spawn(file, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.once('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      resolve(null);
    });
  });
  let running = true;
  void exited.then(() => (running = false));
  const output = () => Buffer.concat(chunks).toString('utf8');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (!running) return child.exitCode;
    signalGroup('SIGTERM');
    const forced = setTimeout(() => signalGroup('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(forced);
    return code;
  };

  const kill = async () => {
    signalGroup('SIGKILL');
    await exited;
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startupTimeoutMs;
  while (running && Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, output, stop, kill };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${command.join(' ')} did not answer /healthz; its output:\n${output()}`);
}
