import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import {
  describeHolder,
  lockFileName,
  lockOutbox,
  readLockFile,
  type LockFile,
  type OutboxLock,
} from './outboxLock';

export interface SenderLockTimings {
  /** how often the holder touches its lock */
  refreshEveryMs: number;
  /** a lock whose holder cannot be looked at (another machine or container) is stale when untouched this long */
  expiresAfterMs: number;
  /** how often a server that waits for the lock tries again */
  retryEveryMs: number;
}

export const defaultSenderLockTimings: SenderLockTimings = {
  refreshEveryMs: 10_000,
  expiresAfterMs: 60_000,
  retryEveryMs: 5_000,
};

export interface SenderLock {
  /** this server held the lock from the start, before it accepted anything */
  readonly heldAtStart: boolean;
  /**
   * Calls `start` once this server holds the lock (now, or when the holder is gone), and `stop`
   * should another server take it over meanwhile (this one stalled past the expiry).
   */
  whenHeld(start: () => void, stop: () => Promise<void>): void;
  /** No more tries or refreshes; awaits one in progress. */
  stopTrying(): Promise<void>;
  /** Gives the lock up: only once nothing of this server sends any more. */
  release(): Promise<void>;
}

function waitingMessage(
  outboxDir: string,
  heldBy: LockFile | undefined,
  timings: SenderLockTimings,
): string {
  const lockFile = join(outboxDir, lockFileName);
  const holder = heldBy ? describeHolder(heldBy) : 'a server starting at the same moment';
  return (
    `Not sending contact messages yet: ${lockFile} is held by ${holder}, which relays this outbox. ` +
    `Messages are still accepted into pending/; this server sends them once that process has ended ` +
    `(on another machine or container: once it has not refreshed the lock for ${timings.expiresAfterMs / 1000} s), ` +
    `trying every ${timings.retryEveryMs / 1000} s. If that server is gone for good, delete ${lockFile}.`
  );
}

/**
 * One sender per outbox, without ever keeping the site down: a server that finds OUTBOX_DIR's
 * sender.lock held by a live server serves pages and accepts messages all the same, and only its
 * sending waits until it gets the lock.
 */
export async function claimSenderLock({
  outboxDir,
  log,
  timings = defaultSenderLockTimings,
}: {
  outboxDir: string;
  log: FastifyBaseLogger;
  timings?: SenderLockTimings;
}): Promise<SenderLock> {
  let taken = await lockOutbox(outboxDir, timings.expiresAfterMs);
  if ('heldBy' in taken) log.warn(waitingMessage(outboxDir, taken.heldBy, timings));
  let timer: NodeJS.Timeout | undefined;
  let trying = true;
  let tick = Promise.resolve();

  const held = (): OutboxLock | undefined => ('lock' in taken ? taken.lock : undefined);

  return {
    heldAtStart: 'lock' in taken,
    whenHeld(start, stop) {
      const step = async () => {
        const lock = held();
        if (lock) {
          if (await lock.refresh()) return;
          trying = false;
          const holder = await readLockFile(outboxDir);
          log.error(
            `${join(outboxDir, lockFileName)} is now held by ${holder ? describeHolder(holder) : 'another server'}, ` +
              `which took it over while this server stalled for longer than ${timings.expiresAfterMs / 1000} s: ` +
              `this server stops sending, and the messages it accepts wait in pending/ for that server.`,
          );
          await stop();
          return;
        }
        taken = await lockOutbox(outboxDir, timings.expiresAfterMs);
        if (held()) {
          log.info(`This server now holds ${join(outboxDir, lockFileName)} and relays the outbox`);
          start();
        }
      };
      const schedule = () => {
        if (!trying) return;
        timer = setTimeout(
          () => {
            tick = step()
              .catch((error: unknown) =>
                log.warn({ err: error }, 'Cannot check the sender lock; will try again'),
              )
              .finally(schedule);
          },
          held() ? timings.refreshEveryMs : timings.retryEveryMs,
        );
        timer.unref();
      };
      if (held()) start();
      schedule();
    },
    async stopTrying() {
      trying = false;
      clearTimeout(timer);
      await tick;
    },
    async release() {
      await held()?.release();
    },
  };
}
