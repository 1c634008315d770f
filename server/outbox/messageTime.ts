import { stat } from 'node:fs/promises';
import type { Folder, Outbox } from './outbox';

const idTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/;

/** The arrival time newMessageId wrote into the id; undefined for a name it did not make. */
export function receivedAtOf(id: string): Date | undefined {
  const parts = idTime.exec(id);
  if (!parts) return undefined;
  const [year = 0, month = 0, day, hour, minute, second, ms] = parts.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** When the message arrived: from its id, or for a file someone put there by hand, its mtime. */
export async function receivedAt(outbox: Outbox, folder: Folder, id: string): Promise<Date> {
  return receivedAtOf(id) ?? (await stat(outbox.filePath(folder, id))).mtime;
}
