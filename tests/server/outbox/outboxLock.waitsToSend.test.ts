import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lockFileName } from '../../../server/outbox/outboxLock';
import { buildRelayingApp, postJson, tempDir, validMessage, waitFor } from '../helper';
import { bootId, capturedLog, fastSenderLock, readLock, writeLock } from './lockHelper';

it.each([
  ['a server on another machine', { pid: 4242, host: 'other-host' }, 'process 4242 on other-host'],
  [
    'a server in another container of this machine (another PID namespace)',
    { pid: 4242, bootId, pidNamespace: 'pid:[1]', startTime: '1' },
    'process 4242 (',
  ],
])(
  'while %s holds the lock, the site serves and accepts into pending/, names the holder, and sends once the lock is free',
  async (_case, holder, named) => {
    const outboxDir = await tempDir('outbox');
    const lockFile = await writeLock(outboxDir, holder);
    const log = capturedLog();

    const { app, smtp } = await buildRelayingApp(
      { outboxDir },
      { logger: log.logger, senderLock: fastSenderLock },
    );

    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readdir(join(outboxDir, 'pending'))).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
    const waiting = log.lines.find((line) => line.msg.includes(lockFileName));
    expect(waiting?.level).toBe(40);
    expect(waiting?.msg).toContain(named);
    expect(waiting?.msg).toContain(`delete ${lockFile}`);

    await rm(lockFile);

    await waitFor(() => smtp.received.length === 1);
    expect(await readLock(outboxDir)).toMatchObject({ pid: process.pid });
  },
);

it('a lock from another machine that is no longer refreshed expires and is taken over', async () => {
  const outboxDir = await tempDir('outbox');
  await writeLock(outboxDir, { pid: 4242, host: 'other-host' }, 5 * 60_000);

  const { app, smtp } = await buildRelayingApp({ outboxDir }, { senderLock: fastSenderLock });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  await waitFor(() => smtp.received.length === 1);
});

it('the holder keeps its lock fresh, so other machines never see it expire', async () => {
  const { config } = await buildRelayingApp({}, { senderLock: fastSenderLock });
  const lockFile = join(config.outboxDir, lockFileName);
  const first = (await stat(lockFile)).mtimeMs;

  await waitFor(async () => (await stat(lockFile)).mtimeMs > first);
});
