import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { deleteLead } from '../../../server/store/leadMoves';
import { listLeads } from '../../../server/store/leadPages';
import { openStore } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { tempDir } from '../helper';
import { storeAtMigration } from './storeAtMigration';

const before = '2026-11-28-4-challenges-by-expiry';
/** A message of the fixture, mailed and at the CRM. */
const imported = '20261125T205210569Z-13a7488e52';

const lead = (id: string, visitor: string) => ({
  id,
  received_at: 5_000,
  status: 'taken',
  fields: JSON.stringify({ name: 'Jane Doe' }),
  source: '{}',
  consent: null,
  screen: null,
  visitor,
  eml: null,
  attribution: null,
});

describeEachEngine('the migration that remembers the messages imported so far', (engine) => {
  it('counts every imported lead still in the store as taken, so one deleted after the upgrade is not imported again', async () => {
    const { settings, db } = await storeAtMigration(engine, before);
    await db
      .insertInto('leads')
      .values([lead(imported, 'imported'), lead('from-the-form', 'a1b2c3')])
      .execute();
    await db.destroy();
    const dataDir = await tempDir('legacy');
    await cp(join(import.meta.dirname, 'fixtures/legacy-outbox'), dataDir, { recursive: true });

    const store = await openStore(settings);
    try {
      const taken = await store.db.selectFrom('legacy_imported_leads').select('id').execute();
      expect(taken).toEqual([{ id: imported }]);
      expect(await deleteLead(store, imported)).toBe(true);
      const outcome = await importLegacyOutbox(store, dataDir, {
        page: 'https://www.example.com/contact',
      });
      expect(outcome?.summary).toMatchObject({ messages: 5, alreadyMessages: 1 });
      expect((await listLeads(store)).map((one) => one.id)).not.toContain(imported);
    } finally {
      await store.close();
    }
  });
});
