import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config';

/** Who relays this outbox: written into OUTBOX_DIR/sender.lock by the server that holds it. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** tells this holder's lock apart from a later one with the same pid */
  nonce: string;
}

export interface OutboxLock {
  readonly holder: LockHolder;
  release(): Promise<void>;
}

export const lockFileName = 'sender.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The holder named in the lock file; undefined when there is none or it is unreadable. */
export async function readLockHolder(outboxDir: string): Promise<LockHolder | undefined> {
  try {
    return JSON.parse(await readFile(join(outboxDir, lockFileName), 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

/** Locks this process holds: a container restarted with the same pid finds its old lock not among them. */
const heldHere = new Set<string>();

/** A holder on this machine whose process is gone can never release its lock itself. */
export function isStale(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(holder.nonce);
  return !isAlive(holder.pid);
}

function refusal(outboxDir: string, holder: LockHolder): ConfigError {
  const where =
    holder.host === hostname()
      ? `process ${holder.pid}`
      : `process ${holder.pid} on ${holder.host}`;
  return new ConfigError(
    `OUTBOX_DIR ${outboxDir} is already relayed by ${where} (since ${holder.since}): one outbox per server, ` +
      `or a message could be sent twice. Give this server its own OUTBOX_DIR, or stop the other one. If that ` +
      `server is gone for good, delete ${join(outboxDir, lockFileName)}.`,
  );
}

/**
 * Makes this process the only sender of the outbox, or refuses with a ConfigError naming the
 * holder. The lock file is created whole by a hard link of a finished file, so a reader never sees
 * it half-written; a holder that died on this machine is replaced. The operator's command never
 * takes it: it only renames files, which the sender tolerates.
 */
export async function lockOutbox(outboxDir: string): Promise<OutboxLock> {
  const lockFile = join(outboxDir, lockFileName);
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  const draft = join(outboxDir, `${lockFileName}.${holder.nonce}`);
  try {
    await mkdir(outboxDir, { recursive: true });
    await writeFile(draft, JSON.stringify(holder));
  } catch (error) {
    throw new ConfigError(`OUTBOX_DIR ${outboxDir} is not writable: ${(error as Error).message}`);
  }
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await link(draft, lockFile);
        heldHere.add(holder.nonce);
        return {
          holder,
          async release() {
            heldHere.delete(holder.nonce);
            if ((await readLockHolder(outboxDir))?.nonce === holder.nonce) {
              await rm(lockFile, { force: true });
            }
          },
        };
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const current = await readLockHolder(outboxDir);
      if (current && !isStale(current)) throw refusal(outboxDir, current);
      await takeAwayStaleLock(lockFile, current);
    }
    const current = await readLockHolder(outboxDir);
    throw current ? refusal(outboxDir, current) : new ConfigError(`Cannot lock ${lockFile}`);
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Moves the stale file aside in one rename. Should another starter have replaced it meanwhile,
 * what was moved is that starter's live lock: it is put back, and our next link fails.
 */
async function takeAwayStaleLock(lockFile: string, stale: LockHolder | undefined): Promise<void> {
  const aside = `${lockFile}.stale-${randomBytes(4).toString('hex')}`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = JSON.parse(await readFile(aside, 'utf8')) as LockHolder;
    if (moved.nonce !== stale?.nonce) await link(aside, lockFile);
  } catch {
    // Unreadable: it was the half-written or corrupt stale file itself.
  } finally {
    await unlink(aside).catch(() => undefined);
  }
}
