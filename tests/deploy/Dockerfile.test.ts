/**
 * The production path, exactly as deploy/Dockerfile takes it: build with every dependency on the
 * image's Node (its major line, from the registry), `npm ci --omit=dev` in a fresh directory, then serve and
 * relay one message as the image's CMD. That install builds better-sqlite3, the run's one native
 * build besides CI's own (on the machine's Node, which every other test runs on).
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/freePort';
import { startSmtpSink, validMessage, waitFor, type SmtpSink } from '../server/helper';
import { readDockerfile, runStage, type StageResult } from './support/dockerfile';
import { nodeRuntime, withRuntime, type NodeRuntime } from './support/nodeRuntime';
import { startServedProcess, type ServedProcess } from './support/servedProcess';

const stages = await readDockerfile();
const buildStage = stages.find((stage) => stage.name === 'build');
const runtimeStage = stages.at(-1);
const runtimes = new Map<number, NodeRuntime>();
for (const major of new Set(stages.map((stage) => stage.nodeMajor))) {
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

/**
 * Where no prebuilt better-sqlite3 can be fetched (as here), the image's `npm ci` builds it from
 * source: SQLite's C at its -O3 is most of a minute of one core, and how fast the addon runs is not
 * what this test asks of the image. Flags from the environment come last on gcc's line, so win.
 */
const unoptimisedNativeBuild = { CFLAGS: '-O0', CXXFLAGS: '-O0' };

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

describe.skipIf(Boolean(skipReason))('the Dockerfile path, outside Docker', () => {
  let workRoot = '';
  let image: StageResult;
  let sink: SmtpSink;

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
    const done = new Map<string, StageResult>();
    for (const [index, stage] of stages.entries()) {
      const result = await runStage(stage, index, {
        workRoot,
        nodeBinDir: runtimeOf(stage.nodeMajor).binDir,
        stages: done,
        baseEnv: { ...process.env, ...unoptimisedNativeBuild },
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
    const runtime = runtimeOf(runtimeStage?.nodeMajor ?? 0);
    const env = imageEnv(port, runtime);
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
    expect(server.output()).toContain(`Running on Node ${runtime.version}`);
    expect(server.output()).toContain('finishing in-flight requests');
  }, 60_000);
});
