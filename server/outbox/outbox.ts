import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeliveryRecord } from '../destinations/deliveryRecord';
import { isMissing } from '../fileErrors';
import type { Lead } from './lead';
import { receivedAtOf } from './messageId';

/**
 * pending/ waits for the relay (or, without SMTP_URL, is where the .eml files stay); sent/ was
 * accepted by the SMTP server; failed/ was refused permanently, gave up on, or its delivery is
 * unconfirmed (see the e-mail's DeliveryRecord); spam/ filled the honeypot. A message is `<id>.eml` in exactly
 * one of them and moves by rename. tmp/ holds half-written files, which never count as accepted.
 * state/ holds the e-mail's DeliveryRecord of each message it has tried, `<id>.json`: written by
 * the e-mail destination only (temp file, fsync, rename) and kept after the message leaves
 * pending/; a `sending` record found at start means the send was cut off (see emailDelivery.ts).
 * Records of messages in no folder are removed at start. leads/ holds the Lead each message was
 * made from, `<id>.json`, written before the message itself.
 */
export type Folder = 'pending' | 'sent' | 'failed' | 'spam';
export const folders: Folder[] = ['pending', 'sent', 'failed', 'spam'];
const extension = '.eml';
const stateFolder = 'state';
const leadFolder = 'leads';
type RecordFolder = typeof stateFolder | typeof leadFolder;
/**
 * The CRM webhook's records of each lead (see webhookQueue.ts), created only once it is
 * configured; a lead's records there go with the lead.
 */
export const webhookFolders = ['webhook/pending', 'webhook/sent', 'webhook/failed'] as const;

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

  /**
   * Drops the records of messages in no folder (purged, removed by hand, or never stored). Not
   * those of leads that arrived since it began: they are being stored right now, record first.
   */
  async pruneRecords(): Promise<void> {
    const startedAt = Date.now();
    const isArriving = (id: string) => (receivedAtOf(id)?.getTime() ?? 0) >= startedAt - 1000;
    const present = new Set((await Promise.all(folders.map((folder) => this.list(folder)))).flat());
    for (const recordFolder of [stateFolder, leadFolder, ...webhookFolders]) {
      const names = await readdir(join(this.dir, recordFolder)).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const name of names) {
        const id = name.replace(/\.json$/, '');
        if (!present.has(id) && !isArriving(id)) {
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
    for (const folder of webhookFolders) await rm(this.recordPath(folder, id), { force: true });
    await syncDirectory(this.folderPath(folder));
  }

  private recordPath(
    recordFolder: RecordFolder | (typeof webhookFolders)[number],
    id: string,
  ): string {
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

  /** Temp file in tmp/, fsync, rename into `folder` (relative to the outbox), fsync the folder. */
  async writeDurably(folder: string, name: string, data: Buffer): Promise<string> {
    // Named by its folder too: two destinations write their records of one lead at once.
    const temp = join(this.dir, 'tmp', `${folder.replaceAll('/', '-')}-${name}`);
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
