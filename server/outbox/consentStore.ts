import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { consentRecordOf, type ConsentRecord } from '../intake/consent/consentRecord';
import { receivedAtOf } from './messageId';
import { syncDirectory, type Folder, type Outbox } from './outbox';
import { isMissing } from '../fileErrors';

const extension = '.json';

function alreadyExists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}

/**
 * OUTBOX_DIR/consent/<lead id>.json, one record per lead with SMS consent. Apart from the
 * messages and leads on purpose: it is kept CONSENT_RETENTION_DAYS whatever becomes of the lead,
 * and no outbox command deletes it. Append-only: a record is written once and never changed.
 */
export class ConsentStore {
  readonly dir: string;

  constructor(private readonly outboxDir: string) {
    this.dir = join(outboxDir, 'consent');
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /**
   * Durable before it returns, like the outbox: temp file, fsync, then linked into place (a link,
   * unlike a rename, never replaces a record already there: recording a lead twice keeps the
   * first), and the folder fsynced.
   */
  async record(record: ConsentRecord): Promise<void> {
    const tmpDir = join(this.outboxDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    await mkdir(this.dir, { recursive: true });
    // Unique: the release command and a starting server may record the same lead at once.
    const temp = join(tmpDir, `consent-${record.leadId}-${randomBytes(4).toString('hex')}`);
    try {
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(`${JSON.stringify(record)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await link(temp, join(this.dir, `${record.leadId}${extension}`)).catch((error: unknown) => {
        if (!alreadyExists(error)) throw error;
      });
    } finally {
      await rm(temp, { force: true });
    }
    await syncDirectory(this.dir);
  }

  async leadIds(): Promise<string[]> {
    try {
      const names = await readdir(this.dir);
      return names
        .filter((name) => name.endsWith(extension))
        .map((name) => name.slice(0, -extension.length));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async readAll(): Promise<ConsentRecord[]> {
    const records: ConsentRecord[] = [];
    for (const id of await this.leadIds()) {
      const file = join(this.dir, `${id}${extension}`);
      try {
        records.push(JSON.parse(await readFile(file, 'utf8')) as ConsentRecord);
      } catch (error) {
        if (isMissing(error)) continue; // purged by retention meanwhile
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    }
    return records;
  }

  /** Deletes the records given more than `maxAgeMs` before `now`; returns how many. */
  async purgeOlderThan(maxAgeMs: number, now: number): Promise<number> {
    let removed = 0;
    for (const id of await this.leadIds()) {
      const file = join(this.dir, `${id}${extension}`);
      try {
        const givenAt = receivedAtOf(id) ?? (await stat(file)).mtime;
        if (now - givenAt.getTime() <= maxAgeMs) continue;
        await rm(file);
        removed += 1;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    if (removed > 0) await syncDirectory(this.dir);
    return removed;
  }
}

/** Writes the consent record of a stored lead; false when the lead carries no consent. */
export async function recordConsentOf(
  outbox: Outbox,
  store: ConsentStore,
  id: string,
): Promise<boolean> {
  const lead = await outbox.readLead(id);
  const record = lead && consentRecordOf(lead);
  if (!record) return false;
  await store.record(record);
  return true;
}

/** Where a lead's consent counts: everywhere but spam/, whose leads are held, not taken. */
const takenFolders: Folder[] = ['pending', 'sent', 'failed'];

/**
 * A lead's message file is its commit point and its consent record follows it, before the
 * visitor's answer; a crash between the two leaves a taken lead without its record. This writes
 * those records at start, from the consent each lead carries; returns how many. A lead it cannot
 * read or record is reported and skipped: it must not keep the server from taking new leads.
 */
export async function completeConsentRecords(
  outbox: Outbox,
  store: ConsentStore,
  onError: (id: string, error: unknown) => void,
): Promise<number> {
  const recorded = new Set(await store.leadIds());
  let written = 0;
  for (const folder of takenFolders) {
    for (const id of await outbox.list(folder)) {
      if (recorded.has(id)) continue;
      try {
        if (await recordConsentOf(outbox, store, id)) written += 1;
      } catch (error) {
        onError(id, error);
      }
    }
  }
  return written;
}
