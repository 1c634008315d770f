import { randomBytes } from 'node:crypto';
import {
  link,
  mkdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config';
import { isMissing } from '../fileErrors';

/** Who relays this outbox: written into OUTBOX_DIR/sender.lock by the server that holds it. */
interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** tells this holder's lock apart from a later one with the same pid */
  nonce: string;
  /**
   * Linux only: the kernel's boot (/proc/sys/kernel/random/boot_id), the PID namespace the pid
   * belongs to (a container has its own) and the process's start time in clock ticks since boot
   * (field 22 of /proc/<pid>/stat). Together they name one process, where a pid alone may since
   * belong to another: after a reboot, or in a restarted container, where pids are small.
   */
  bootId?: string;
  pidNamespace?: string;
  startTime?: string;
}

/** The lock as read: its holder, and when the holder last touched it (the file's mtime). */
export interface LockFile {
  holder: LockHolder;
  refreshedAt: Date;
}

export interface OutboxLock {
  readonly holder: LockHolder;
  /** Touches the lock so other machines see its holder alive; false once it is not ours any more. */
  refresh(): Promise<boolean>;
  release(): Promise<void>;
}

export const lockFileName = 'sender.lock';

type ProcessIdentity = Required<Pick<LockHolder, 'bootId' | 'pidNamespace' | 'startTime'>>;

async function startTimeOf(pid: number): Promise<string | undefined> {
  try {
    const fields = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name in parentheses, may itself hold spaces: count from its end.
    return fields.slice(fields.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

async function identifyThisProcess(): Promise<ProcessIdentity | undefined> {
  try {
    const [bootId, pidNamespace, startTime] = await Promise.all([
      readFile('/proc/sys/kernel/random/boot_id', 'utf8'),
      readlink('/proc/self/ns/pid'),
      startTimeOf(process.pid),
    ]);
    return startTime === undefined ? undefined : { bootId: bootId.trim(), pidNamespace, startTime };
  } catch {
    return undefined;
  }
}

let thisProcess: Promise<ProcessIdentity | undefined> | undefined;
/** undefined without Linux's /proc: then only a lock's age can tell. */
const identity = () => (thisProcess ??= identifyThisProcess());

/** The lock and its holder; undefined when there is none or it is unreadable. */
export async function readLockFile(outboxDir: string): Promise<LockFile | undefined> {
  const file = join(outboxDir, lockFileName);
  try {
    const [text, { mtime }] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { holder: JSON.parse(text) as LockHolder, refreshedAt: mtime };
  } catch {
    return undefined;
  }
}

/** Locks this process holds: one released by an app of this process is not held any more. */
const heldHere = new Set<string>();

/**
 * Whether the holder can no longer be sending. Where its process can be looked at (this kernel's
 * boot, this PID namespace), by whether that process, pid and start time, still runs. A holder of
 * this host name in another boot died with that boot. Anywhere else (another machine, another
 * container, a system without /proc), by whether it stopped touching the lock for
 * `expiresAfterMs`: holders touch it far more often.
 */
export async function isStale(
  { holder, refreshedAt }: LockFile,
  expiresAfterMs: number,
  now = Date.now(),
): Promise<boolean> {
  const here = await identity();
  if (
    here !== undefined &&
    holder.bootId === here.bootId &&
    holder.pidNamespace === here.pidNamespace &&
    holder.startTime !== undefined
  ) {
    if (holder.pid === process.pid && holder.startTime === here.startTime) {
      return !heldHere.has(holder.nonce);
    }
    return (await startTimeOf(holder.pid)) !== holder.startTime;
  }
  if (
    here !== undefined &&
    holder.bootId !== undefined &&
    holder.bootId !== here.bootId &&
    holder.host === hostname()
  ) {
    return true;
  }
  return now - refreshedAt.getTime() > expiresAfterMs;
}

/** "process 12 on web-2 (since …, last refreshed …)", for the operator. */
export function describeHolder({ holder, refreshedAt }: LockFile): string {
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `process ${holder.pid}${where} (since ${holder.since}, last refreshed ${refreshedAt.toISOString()})`;
}

/**
 * Creates the lock file whole, by a hard link of a finished file, so a reader never sees it
 * half-written. False when another holder's lock is in place.
 */
async function linkLock(outboxDir: string, holder: LockHolder): Promise<boolean> {
  const draft = join(outboxDir, `${lockFileName}.${holder.nonce}`);
  try {
    await mkdir(outboxDir, { recursive: true });
    await writeFile(draft, JSON.stringify(holder));
  } catch (error) {
    throw new ConfigError(`OUTBOX_DIR ${outboxDir} is not writable: ${(error as Error).message}`);
  }
  try {
    await link(draft, join(outboxDir, lockFileName));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await rm(draft, { force: true });
  }
}

function heldLock(outboxDir: string, holder: LockHolder): OutboxLock {
  const lockFile = join(outboxDir, lockFileName);
  heldHere.add(holder.nonce);
  return {
    holder,
    async refresh() {
      const current = await readLockFile(outboxDir);
      // Deleted by hand while this server runs: put back, unless another server was quicker.
      if (current === undefined) return linkLock(outboxDir, holder);
      if (current.holder.nonce !== holder.nonce) return false;
      const now = new Date();
      await utimes(lockFile, now, now);
      return true;
    },
    async release() {
      heldHere.delete(holder.nonce);
      if ((await readLockFile(outboxDir))?.holder.nonce === holder.nonce) {
        await rm(lockFile, { force: true });
      }
    },
  };
}

/**
 * Makes this process the only sender of the outbox and returns its lock, or names the live
 * holder (undefined: another server took it at this very moment). A stale lock is replaced. The
 * operator's command never takes it: it only renames files, which the sender tolerates.
 */
export async function lockOutbox(
  outboxDir: string,
  expiresAfterMs: number,
): Promise<{ lock: OutboxLock } | { heldBy: LockFile | undefined }> {
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
    ...(await identity()),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await linkLock(outboxDir, holder)) return { lock: heldLock(outboxDir, holder) };
    const current = await readLockFile(outboxDir);
    if (current && !(await isStale(current, expiresAfterMs))) return { heldBy: current };
    await takeAwayStaleLock(join(outboxDir, lockFileName), current?.holder);
  }
  return { heldBy: await readLockFile(outboxDir) };
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
    if (isMissing(error)) return;
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
