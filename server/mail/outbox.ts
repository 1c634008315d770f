import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * pending/ waits for the relay (or, without SMTP_URL, is where the .eml files stay); sent/ was
 * accepted by the SMTP server; failed/ was refused permanently; spam/ filled the honeypot.
 * tmp/ holds half-written files, which never count as accepted.
 */
export type Folder = 'pending' | 'sent' | 'failed' | 'spam';
const folders: Folder[] = ['pending', 'sent', 'failed', 'spam'];
const extension = '.eml';

/** Sortable by arrival, so the worker relays in order; unguessable, so ids reveal nothing. */
export function newMessageId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(5).toString('hex')}`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Makes a rename or a new file in the directory survive a power cut. */
async function syncDirectory(dir: string): Promise<void> {
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

  /** Creates the folders and drops half-written files left by a crash (they were never acknowledged). */
  async init(): Promise<void> {
    await rm(join(this.dir, 'tmp'), { recursive: true, force: true });
    await this.createFolders();
  }

  /**
   * Durable before it returns: temp file, fsync, rename into place, fsync the folder. Only then
   * may the visitor be told the message was accepted.
   */
  async store(folder: Folder, id: string, data: Buffer): Promise<string> {
    try {
      return await this.writeDurably(folder, id, data);
    } catch (error) {
      // Someone removed the outbox while we run: recreate it rather than refuse every lead.
      if (!isMissing(error)) throw error;
      await this.createFolders();
      return this.writeDurably(folder, id, data);
    }
  }

  async list(folder: Folder): Promise<string[]> {
    const names = await readdir(this.folderPath(folder));
    return names
      .filter((name) => name.endsWith(extension))
      .map((name) => name.slice(0, -extension.length))
      .sort();
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

  async remove(folder: Folder, id: string): Promise<void> {
    await unlink(this.filePath(folder, id));
    await syncDirectory(this.folderPath(folder));
  }

  private async createFolders(): Promise<void> {
    for (const folder of [...folders, 'tmp']) {
      await mkdir(join(this.dir, folder), { recursive: true });
    }
  }

  private async writeDurably(folder: Folder, id: string, data: Buffer): Promise<string> {
    const temp = join(this.dir, 'tmp', `${id}${extension}`);
    const target = this.filePath(folder, id);
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
    await syncDirectory(this.folderPath(folder));
    return target;
  }
}
