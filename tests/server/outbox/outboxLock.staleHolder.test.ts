import { spawn } from 'node:child_process';
import { expect, it, onTestFinished } from 'vitest';
import { buildRelayingApp, postJson, tempDir, validMessage, waitFor } from '../helper';
import { bootId, fastSenderLock, pidNamespace, readLock, writeLock } from './lockHelper';

/** A live process that has nothing to do with the outbox. */
function unrelatedProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  onTestFinished(() => void child.kill());
  return child.pid ?? 0;
}

it.each([
  ['PID 1, which lives but started long before the lock', () => ({ pid: 1, bootId })],
  ['a live but unrelated PID', () => ({ pid: unrelatedProcess(), bootId })],
  ['PID 1 of a previous boot', () => ({ pid: 1, bootId: '00000000-0000-0000-0000-000000000000' })],
])(
  'a lock naming this host and %s is stale: the server takes it and sends',
  async (_case, holder) => {
    const outboxDir = await tempDir('outbox');
    // The holder's start time as a server would have written it; no live process has this one.
    await writeLock(outboxDir, { ...holder(), startTime: '1', pidNamespace });

    const { app, smtp } = await buildRelayingApp({ outboxDir }, { senderLock: fastSenderLock });

    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    await waitFor(() => smtp.received.length === 1);
    expect(await readLock(outboxDir)).toMatchObject({ pid: process.pid, bootId });
  },
);
