import { readFile, readlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { lockFileName } from '../../../server/outbox/outboxLock';

export const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
export const pidNamespace = await readlink('/proc/self/ns/pid');

/** Lock timings short enough for a test to watch a server wait, take over and refresh. */
export const fastSenderLock = { retryEveryMs: 50, refreshEveryMs: 50, expiresAfterMs: 1000 };

/**
 * A sender.lock as another server would have left it: this host unless `host` says otherwise,
 * refreshed `ageMs` ago.
 */
export async function writeLock(
  outboxDir: string,
  fields: Record<string, unknown>,
  ageMs = 0,
): Promise<string> {
  const file = join(outboxDir, lockFileName);
  await writeFile(
    file,
    JSON.stringify({ host: hostname(), since: '2026-01-01T00:00:00Z', nonce: 'old', ...fields }),
  );
  const refreshed = new Date(Date.now() - ageMs);
  await utimes(file, refreshed, refreshed);
  return file;
}

export async function readLock(outboxDir: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(outboxDir, lockFileName), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The app's log lines as parsed JSON, for a logger option. */
export function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}
