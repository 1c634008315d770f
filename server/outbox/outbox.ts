import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isMissing } from '../fileErrors';
import type { Lead } from './lead';

/**
 * pending/ waits for the relay (or, without SMTP_URL, is where the .eml files stay); sent/ was
 * accepted by the SMTP server; failed/ was refused permanently, gave up on, or its delivery is
 * unconfirmed (see DeliveryRecord); spam/ filled the honeypot. A message is `<id>.eml` in exactly
 * one of them and moves by rename. tmp/ holds half-written files, which never count as accepted.
 * state/ holds the relay's DeliveryRecord of each message it has tried, `<id>.json`; leads/ the
 * Lead each message was made from, `<id>.json`, written before the message itself.
 */
export type Folder = 'pending' | 'sent' | 'failed' | 'spam';
export const folders: Folder[] = ['pending', 'sent', 'failed', 'spam'];
const extension = '.eml';
const stateFolder = 'state';
const leadFolder = 'leads';
type RecordFolder = typeof stateFolder | typeof leadFolder;

/**
 * state/<id>.json, written by the delivery worker only (temp file, fsync, rename), kept after the
 * message leaves pending/ as the record of what happened to it. JSON with these fields:
 *
 * - `state`: where the relay stands.
 *   `sending`: written before each SMTP send. Found on a message still in pending/ when the relay
 *   starts, it means the previous process stopped during a send: the server may have taken the
 *   message, so it is moved to failed/ (error "unconfirmed") and never resent automatically.
 *   `waiting`: the last try failed temporarily; tries continue until `giveUpAfterMs` has passed
 *   since `firstAttemptAt`, then the message moves to failed/.
 *   `sent`: the server confirmed it (written right after the 250, before the move to sent/; found
 *   on a message still in pending/, the move is finished without sending again).
 *   `failed`: moved to failed/ (refused permanently, gave up, or unconfirmed).
 * - `attempts`: SMTP sends tried since the message last entered pending/.
 * - `firstAttemptAt`, `lastAttemptAt`: ISO 8601 times of those tries.
 * - `lastError` (optional): the last failure, as the SMTP server or the connection reported it.
 * - `rejectedRecipients` (optional, `sent` only): MAIL_TO addresses the server refused while
 *   accepting the others (logged at error level with `event: "partial-recipient-refusal"`).
 *
 * A message put back into pending/ by hand (retry: failed/ to pending/, release: spam/ to
 * pending/) starts with fresh attempts: a `failed` record, or none, counts as new. Removing the
 * record when moving a message back has the same effect and is always safe. A message with a
 * `sent` record is never sent again. Records of messages in no folder are removed at start.
 */
export interface DeliveryRecord {
  state: 'sending' | 'waiting' | 'sent' | 'failed';
  attempts: number;
  firstAttemptAt: string;
  lastAttemptAt: string;
  lastError?: string;
  rejectedRecipients?: string[];
}

/** Sortable by arrival, so the worker relays in order; unguessable, so ids reveal nothing. */
export function newMessageId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(5).toString('hex')}`;
}

/** Makes a rename or a new file in the directory survive a power cut. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class Outbox {
  constructor(readonly dir: string) {}

  folderPath(folder: Folder): string {
    return join(this.dir, folder);
  }

  filePath(folder: Folder, id: string): string {
    return join(this.dir, folder, `${id}${extension}`);
  }

  async init(): Promise<void> {
    await this.createFolders();
  }

  /**
   * Drops half-written files left by a crash (they were never acknowledged). Only for the sender
   * at its start: another server accepting into the same outbox may be writing there right now.
   */
  async clearHalfWritten(): Promise<void> {
    await rm(join(this.dir, 'tmp'), { recursive: true, force: true });
  }

  /**
   * Durable before it returns: temp file, fsync, rename into place, fsync the folder. Only then
   * may the visitor be told the message was accepted. The lead's record goes first: the message
   * file is what makes the lead exist, and a record a crash left without one is pruned.
   */
  async store(folder: Folder, id: string, data: Buffer, lead?: Lead): Promise<string> {
    const write = async () => {
      if (lead) {
        await this.writeDurably(leadFolder, `${id}.json`, Buffer.from(JSON.stringify(lead)));
      }
      return this.writeDurably(folder, `${id}${extension}`, data);
    };
    try {
      return await write();
    } catch (error) {
      // Someone removed the outbox while we run: recreate it rather than refuse every lead.
      if (!isMissing(error)) throw error;
      await this.createFolders();
      return write();
    }
  }

  readLead(id: string): Promise<Lead | undefined> {
    return this.readJson<Lead>(leadFolder, id);
  }

  async list(folder: Folder): Promise<string[]> {
    const names = await readdir(this.folderPath(folder));
    return names
      .filter((name) => name.endsWith(extension))
      .map((name) => name.slice(0, -extension.length))
      .sort();
  }

  readRecord(id: string): Promise<DeliveryRecord | undefined> {
    return this.readJson<DeliveryRecord>(stateFolder, id);
  }

  async writeRecord(id: string, record: DeliveryRecord): Promise<void> {
    await this.writeDurably(stateFolder, `${id}.json`, Buffer.from(JSON.stringify(record)));
  }

  /** Drops the records of messages in no folder (purged, removed by hand, or never stored). */
  async pruneRecords(): Promise<void> {
    const present = new Set((await Promise.all(folders.map((folder) => this.list(folder)))).flat());
    for (const recordFolder of [stateFolder, leadFolder]) {
      for (const name of await readdir(join(this.dir, recordFolder))) {
        if (!present.has(name.replace(/\.json$/, ''))) {
          await rm(join(this.dir, recordFolder, name), { force: true });
        }
      }
    }
  }

  read(folder: Folder, id: string): Promise<Buffer> {
    return readFile(this.filePath(folder, id));
  }

  async has(folder: Folder, id: string): Promise<boolean> {
    try {
      await stat(this.filePath(folder, id));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async move(id: string, from: Folder, to: Folder): Promise<void> {
    await rename(this.filePath(from, id), this.filePath(to, id));
    await syncDirectory(this.folderPath(to));
    await syncDirectory(this.folderPath(from));
  }

  /** Deletes the message, its lead and the relay's record of it. */
  async remove(folder: Folder, id: string): Promise<void> {
    await unlink(this.filePath(folder, id));
    await rm(this.recordPath(stateFolder, id), { force: true });
    await rm(this.recordPath(leadFolder, id), { force: true });
    await syncDirectory(this.folderPath(folder));
  }

  private recordPath(recordFolder: RecordFolder, id: string): string {
    return join(this.dir, recordFolder, `${id}.json`);
  }

  private async readJson<T>(recordFolder: RecordFolder, id: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(this.recordPath(recordFolder, id), 'utf8')) as T;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async createFolders(): Promise<void> {
    for (const folder of [...folders, stateFolder, leadFolder, 'tmp']) {
      await mkdir(join(this.dir, folder), { recursive: true });
    }
  }

  private async writeDurably(
    folder: Folder | RecordFolder,
    name: string,
    data: Buffer,
  ): Promise<string> {
    const temp = join(this.dir, 'tmp', name);
    const target = join(this.dir, folder, name);
    const handle = await open(temp, 'wx');
    try {
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(join(this.dir, folder));
    return target;
  }
}
