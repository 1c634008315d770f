/**
 * The production path, exactly as deploy/Dockerfile takes it: build with every dependency on the
 * image's Node, `npm ci --omit=dev` in a fresh directory, then serve and relay one message, as the
 * image's CMD under its Node (24) and as `npm run serve` under Node 22 (its own production
 * install: better-sqlite3 is built for one Node), each from the registry.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/freePort';
import { startSmtpSink, validMessage, waitFor, type SmtpSink } from '../server/helper';
import { projectRoot, readDockerfile, runStage, type StageResult } from './support/dockerfile';
import { nodeRuntime, withRuntime, type NodeRuntime } from './support/nodeRuntime';
import { startServedProcess, type ServedProcess } from './support/servedProcess';

const run = promisify(execFile);
const stages = await readDockerfile();
const buildStage = stages.find((stage) => stage.name === 'build');
const runtimeStage = stages.at(-1);
const runtimes = new Map<number, NodeRuntime>();
for (const major of new Set([...stages.map((stage) => stage.nodeMajor), 22])) {
  runtimes.set(major, await nodeRuntime(major));
}
const missing = [...runtimes.values()].flatMap((runtime) =>
  'skipped' in runtime ? [runtime.skipped] : [],
);
const notRoot = process.getuid?.() !== 0;
const skipReason = notRoot
  ? 'the Dockerfile steps chown the data folder to uid 1000 and run the server as that user: run as root, as an image build does'
  : missing.join('; ');
if (skipReason) console.warn(`SKIPPED the Dockerfile path: ${skipReason}`);

function runtimeOf(major: number): { binDir: string; version: string } {
  const runtime = runtimes.get(major);
  if (!runtime || 'skipped' in runtime) throw new Error(`Node ${major} is not installed`);
  return runtime;
}

/** The messages here are posted by a script, without a form token: this is about the image. */
const noSpamScreen = { SPAM_SCREEN: 'off' };

async function postOneMessage(server: ServedProcess, sink: SmtpSink, name: string) {
  const response = await fetch(`${server.origin}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...validMessage, name }),
  });
  expect(response.status).toBe(202);
  await waitFor(() => sink.received.some((mail) => mail.raw.includes(name)), 10_000);
}

/** The production dependencies as a host on Node 22 installs them; returns the directory. */
async function installForNode22(workRoot: string): Promise<string> {
  const dir = join(workRoot, 'node22');
  await mkdir(dir);
  for (const entry of ['package.json', 'package-lock.json']) {
    await cp(join(projectRoot, entry), join(dir, entry));
  }
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: withRuntime(process.env, runtimeOf(22)),
  });
  return dir;
}

describe.skipIf(Boolean(skipReason))('the Dockerfile path, outside Docker', () => {
  let workRoot = '';
  let image: StageResult;
  let sink: SmtpSink;
  /** A host on Node 22 running its own `npm ci --omit=dev`, made beside the image's stages. */
  let node22Install: Promise<string>;

  /** The image's environment as `docker run -e` would complete it, on loopback instead of 0.0.0.0. */
  const imageEnv = (port: number, runtime: { binDir: string }) =>
    withRuntime(
      {
        ...process.env,
        ...image.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: sink.url,
        ...noSpamScreen,
      },
      runtime,
    );

  beforeAll(async () => {
    if (!buildStage || !runtimeStage) throw new Error('deploy/Dockerfile needs a build stage');
    workRoot = await mkdtemp(join(tmpdir(), 'dockerfile-'));
    // The image's files are readable by its unprivileged user; mkdtemp makes the root private.
    await chmod(workRoot, 0o755);
    sink = await startSmtpSink();
    // Built for one Node, better-sqlite3 compiles for each: the two compiles run side by side.
    node22Install = installForNode22(workRoot);
    node22Install.catch(() => undefined);
    const done = new Map<string, StageResult>();
    for (const [index, stage] of stages.entries()) {
      const result = await runStage(stage, index, {
        workRoot,
        nodeBinDir: runtimeOf(stage.nodeMajor).binDir,
        stages: done,
        baseEnv: process.env,
        log: (line) => console.log(`[Dockerfile] ${line}`),
      });
      if (stage.name) done.set(stage.name, result);
      image = result;
    }
  }, 240_000);

  afterAll(async () => {
    await sink?.close();
    if (workRoot) await rm(workRoot, { recursive: true, force: true });
  });

  it('installs only production dependencies in the runtime image: no TypeScript loader, no build tools', async () => {
    const installed = await readdir(join(image.dir, 'node_modules'));
    expect(installed).toContain('fastify');
    for (const buildOnly of ['tsx', 'typescript', 'esbuild', 'vite', 'react']) {
      expect(installed).not.toContain(buildOnly);
    }
  });

  it('serves the site and relays a message as the image CMD, on the image Node, as a non-root user, and stops gracefully', async () => {
    expect(image.user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    const [uid, gid] = (image.user ?? '').split(':').map(Number);
    const outbox = join(image.dir, 'var/outbox');
    expect(image.volumes).toEqual([outbox]);
    const port = await freePort();
    const env = imageEnv(port, runtimeOf(runtimeStage?.nodeMajor ?? 0));
    const [file = '', ...args] = image.cmd ?? [];
    const server = await startServedProcess({
      command: ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', file, ...args],
      cwd: image.dir,
      env,
      port,
    });
    try {
      const page = await fetch(`${server.origin}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      await postOneMessage(server, sink, 'Docker Path');
      // Written by uid 1000 into the volume: the one path the server writes.
      expect((await stat(join(outbox, 'leads.sqlite'))).uid).toBe(uid);

      const healthcheck = spawnSync('sh', ['-c', image.healthcheck ?? 'false'], {
        env,
        timeout: 10_000,
      });
      expect(healthcheck.status).toBe(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain('finishing in-flight requests');
  }, 60_000);

  it('serves and relays with `npm run serve` on Node 22, from a production install of its own', async () => {
    // A native addon (better-sqlite3) is built for one Node: a host on 22 runs its own npm ci.
    const runtime = runtimeOf(22);
    const dir = await node22Install;
    await cp(join(image.dir, 'dist'), join(dir, 'dist'), { recursive: true });
    const port = await freePort();
    const server = await startServedProcess({
      command: ['npm', 'run', 'serve'],
      cwd: dir,
      env: imageEnv(port, runtime),
      port,
    });
    try {
      await postOneMessage(server, sink, 'Node Twenty Two');
    } finally {
      // npm and its shell do not pass SIGTERM on (systemd signals the whole group, as here): only
      // the image CMD's exit code is the server's own.
      await server.stop();
    }
    expect(server.output()).toContain(`Running on Node ${runtime.version}`);
    // npm may exit before the server, its grandchild, has written its last line.
    await waitFor(() => server.output().includes('finishing in-flight requests'), 10_000);
  }, 300_000);
});
