import { sql } from 'kysely';
import { loadConfig } from '../../../server/config';
import { runOutboxCommand } from '../../../server/operations/outboxCommands';
import { findConsents, type ConsentRecord } from '../../../server/store/consents';
import { folderOf, readLead, type StoredLead } from '../../../server/store/leads';
import { listLeads } from '../../../server/store/leadPages';
import { openStore } from '../../../server/store/openStore';
import type { Store } from '../../../server/store/store';

/** The lead store a production server under test keeps in `dataDir`, as the outbox command opens it. */
export async function withStore<T>(
  dataDir: string,
  read: (store: Store) => Promise<T>,
): Promise<T> {
  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

export function leadFrom(dataDir: string, email: string): Promise<StoredLead | undefined> {
  return withStore(dataDir, async (store) =>
    (await listLeads(store)).find((lead) => lead.message.email === email),
  );
}

/** pending, sent, failed or spam; undefined when the store has no such lead. */
export function folderOfLead(dataDir: string, id: string) {
  return withStore(dataDir, async (store) => {
    const lead = await readLead(store, id);
    return lead && folderOf(lead);
  });
}

export function consentRecordsFor(dataDir: string, email: string): Promise<ConsentRecord[]> {
  return withStore(dataDir, (store) => findConsents(store, { kind: 'email', key: email }));
}

/**
 * Until `unblock`, no lead can be stored: the table is renamed away under the running server, as
 * a disk that refuses writes would refuse them.
 */
export async function blockStore(dataDir: string): Promise<{ unblock(): Promise<void> }> {
  await withStore(dataDir, (store) =>
    sql`alter table leads rename to leads_away`.execute(store.db),
  );
  return {
    async unblock() {
      await withStore(dataDir, (store) =>
        sql`alter table leads_away rename to leads`.execute(store.db),
      );
    },
  };
}

/** What `npm run outbox -- show <id>` prints for the store in `dataDir`. */
export async function outboxShow(dataDir: string, id: string): Promise<string> {
  let printed = '';
  const code = await runOutboxCommand(['show', id], {
    config: loadConfig({ DATA_DIR: dataDir }),
    print: (text) => (printed += `${text}\n`),
    printError: (line) => (printed += `${line}\n`),
  });
  if (code !== 0) throw new Error(`outbox show ${id} failed:\n${printed}`);
  return printed;
}
