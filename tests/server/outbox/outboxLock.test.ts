import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  buildRelayingApp,
  builtSite,
  postJson,
  startSmtpSink,
  tempDir,
  validMessage,
  waitFor,
} from '../helper';
import { files, messageIdOf } from '../operations/opsHelper';
import { bootId, fastSenderLock, pidNamespace, readLock, writeLock } from './lockHelper';

const projectRoot = join(import.meta.dirname, '../../..');

/**
 * `npm run serve` as production starts it (the compiled server of `npm run build`), on a port the
 * system picks, so checkouts testing side by side never collide.
 */
/** These servers are posted to by script, without form tokens: the lock is the point here. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      STATIC_DIR: builtSite,
      HOST: '127.0.0.1',
      PORT: '0',
      SPAM_SCREEN: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  async function url(): Promise<string> {
    let listening: string | undefined;
    await waitFor(() => {
      listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      return listening !== undefined;
    }, 15_000);
    return listening ?? '';
  }
  return { child, exited, output: () => output, url };
}

function post(url: string, company: string) {
  return fetch(`${url}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validMessage, company }),
  }).then((answer) => answer.status);
}

it(
  'a second server on the same outbox serves and accepts but leaves the sending to the first; each message is sent once, also across the handover',
  { timeout: 40_000 },
  async () => {
    const smtp = await startSmtpSink();
    const outboxDir = await tempDir('outbox');
    const env = { OUTBOX_DIR: outboxDir, SMTP_URL: smtp.url, RATE_LIMIT_MAX: '1000' };
    const first = startServer(env);
    const firstUrl = await first.url();
    const second = startServer(env);
    try {
      const secondUrl = await second.url();
      const burst = Array.from({ length: 40 }, (_, index) => post(firstUrl, `Burst ${index}`));

      expect(await post(secondUrl, 'Second')).toBe(202);
      expect((await fetch(`${secondUrl}/`)).status).toBe(200);
      expect(await Promise.all(burst)).toEqual(Array(40).fill(202));
      await waitFor(async () => (await files(outboxDir, 'sent')).length >= 40, 10_000);
      expect(second.output()).toMatch(
        new RegExp(`sender\\.lock is held by process ${first.child.pid} .*since`),
      );

      first.child.kill('SIGTERM');
      await first.exited;
      await waitFor(async () => (await files(outboxDir, 'sent')).length === 41, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(41);
      expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(41);
    } finally {
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      await Promise.all([first.exited, second.exited]);
      await smtp.close();
    }
  },
);

it(
  'the built server starts, serves pages and accepts leads whatever a lock naming this host and PID 1 says',
  { timeout: 20_000 },
  async () => {
    const outboxDir = await tempDir('outbox');
    // As the previous version wrote it: no boot or start time, so only its age can tell.
    await writeLock(outboxDir, { pid: 1 });
    const server = startServer({ OUTBOX_DIR: outboxDir });
    try {
      const url = await server.url();

      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
      expect(await post(url, 'Acme')).toBe(202);
      expect(await readdir(join(outboxDir, 'pending'))).toHaveLength(1);
      expect(server.output()).toMatch(/sender\.lock is held by process 1 .*delete /);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  },
);

it('in one process too: a second app on the outbox accepts, and sends once the first has closed', async () => {
  const { app, config, smtp } = await buildRelayingApp({}, { senderLock: fastSenderLock });
  const { app: next } = await buildRelayingApp(
    { outboxDir: config.outboxDir, smtpUrl: smtp.url },
    { senderLock: fastSenderLock },
  );

  expect((await postJson(next, validMessage)).statusCode).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(1);
  await app.close();
  expect((await postJson(next, validMessage)).statusCode).toBe(202);

  await waitFor(() => smtp.received.length === 2);
  expect(await readLock(config.outboxDir)).toMatchObject({ pid: process.pid });
});

it('takes over the lock of a server that died on this machine', async () => {
  const outboxDir = await tempDir('outbox');
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.once('exit', resolve));
  await writeLock(outboxDir, { pid: dead.pid, bootId, pidNamespace, startTime: '1' });

  const { app, smtp } = await buildRelayingApp({ outboxDir }, { senderLock: fastSenderLock });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  await waitFor(() => smtp.received.length === 1);
});
