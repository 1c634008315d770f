import { stat } from 'node:fs/promises';
import { receivedAtOf } from './messageId';
import type { Folder, Outbox } from './outbox';

/** When the message arrived: from its id, or for a file someone put there by hand, its mtime. */
export async function receivedAt(outbox: Outbox, folder: Folder, id: string): Promise<Date> {
  return receivedAtOf(id) ?? (await stat(outbox.filePath(folder, id))).mtime;
}
