import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { receivedAt } from '../outbox/messageTime';
import type { Folder, Outbox } from '../outbox/outbox';
import { isMissing } from '../fileErrors';

export interface Backlog {
  counts: Record<Folder, number>;
  /** undefined when nothing is pending */
  oldestPendingAgeSeconds: number | undefined;
}

/** A folder not created yet (fresh outbox) holds nothing. */
export async function listOrEmpty(outbox: Outbox, folder: Folder): Promise<string[]> {
  try {
    return await outbox.list(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

export async function readBacklog(outbox: Outbox, now = Date.now()): Promise<Backlog> {
  const [pending, sent, failed, spam] = await Promise.all([
    listOrEmpty(outbox, 'pending'),
    listOrEmpty(outbox, 'sent'),
    listOrEmpty(outbox, 'failed'),
    listOrEmpty(outbox, 'spam'),
  ]);
  let oldest: number | undefined;
  // Ids sort by arrival; a hand-placed file may not, so every pending file is looked at.
  for (const id of pending) {
    try {
      const time = (await receivedAt(outbox, 'pending', id)).getTime();
      oldest = Math.min(oldest ?? time, time);
    } catch {
      // relayed between the listing and now
    }
  }
  return {
    counts: {
      pending: pending.length,
      sent: sent.length,
      failed: failed.length,
      spam: spam.length,
    },
    oldestPendingAgeSeconds:
      oldest === undefined ? undefined : Math.max(0, Math.round((now - oldest) / 1000)),
  };
}

/** Can a new message be stored right now: a real write where the outbox writes its temp files. */
export async function isOutboxWritable(outbox: Outbox): Promise<boolean> {
  const probe = join(outbox.dir, 'tmp', `.ready-probe-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(probe, 'wx');
    try {
      await handle.writeFile('ok');
    } finally {
      await handle.close();
    }
    await unlink(probe);
    return true;
  } catch {
    return false;
  }
}
