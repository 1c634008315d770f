import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lockFileName } from '../../../server/outbox/outboxLock';
import { buildTestApp, startSmtpSink, tempDir, validMessage, waitFor } from '../helper';
import { files, messageIdOf } from '../operations/opsHelper';

const projectRoot = join(import.meta.dirname, '../../..');

/** `npm run serve` as production starts it, without a build (API only). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, STATIC_DIR: join(projectRoot, 'no-build-here'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

it(
  'a second server on the same outbox refuses to start; under a burst each message is sent once',
  { timeout: 30_000 },
  async () => {
    const smtp = await startSmtpSink();
    const outboxDir = await tempDir('outbox');
    const env = {
      OUTBOX_DIR: outboxDir,
      SMTP_URL: smtp.url,
      RATE_LIMIT_MAX: '1000',
      HOST: '127.0.0.1',
      // The burst posts without form tokens.
      SPAM_SCREEN: 'off',
    };
    const first = startServer({ ...env, PORT: '4511' });
    try {
      await waitFor(async () => {
        const answer = await fetch('http://127.0.0.1:4511/healthz').catch(() => undefined);
        return answer?.ok === true;
      }, 15_000);
      const second = startServer({ ...env, PORT: '4512' });
      const burst = Array.from({ length: 40 }, (_, index) =>
        fetch('http://127.0.0.1:4511/api/send-email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validMessage, company: `Burst ${index}` }),
        }).then((answer) => answer.status),
      );

      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(
        new RegExp(
          `OUTBOX_DIR ${outboxDir} is already relayed by process ${first.child.pid} .*one outbox per server`,
        ),
      );
      expect(await Promise.all(burst)).toEqual(Array(40).fill(202));
      await waitFor(async () => (await files(outboxDir, 'sent')).length === 40, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(40);
      expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(40);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      await smtp.close();
    }
  },
);

it('in one process too: a second app on the outbox is refused, and starts once the first has closed', async () => {
  const smtp = await startSmtpSink();
  const { app, config } = await buildTestApp({ smtpUrl: smtp.url });

  await expect(buildTestApp({ smtpUrl: smtp.url, outboxDir: config.outboxDir })).rejects.toThrow(
    /is already relayed by process \d+/,
  );
  await app.close();
  const { app: next } = await buildTestApp({ smtpUrl: smtp.url, outboxDir: config.outboxDir });
  expect((await next.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  await smtp.close();
});

it('takes over the lock of a server that died on this machine', async () => {
  const outboxDir = await tempDir('outbox');
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.once('exit', resolve));
  await writeFile(
    join(outboxDir, lockFileName),
    JSON.stringify({
      pid: dead.pid,
      host: hostname(),
      since: '2026-01-01T00:00:00Z',
      nonce: 'old',
    }),
  );

  const { app } = await buildTestApp({ outboxDir });
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});

it('refuses a lock held from another machine, whose process it cannot check', async () => {
  const outboxDir = await tempDir('outbox');
  await writeFile(
    join(outboxDir, lockFileName),
    JSON.stringify({ pid: 1, host: 'other-host', since: '2026-01-01T00:00:00Z', nonce: 'x' }),
  );

  await expect(buildTestApp({ outboxDir })).rejects.toThrow(
    `OUTBOX_DIR ${outboxDir} is already relayed by process 1 on other-host`,
  );
});
