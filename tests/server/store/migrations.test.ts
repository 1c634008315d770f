import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openStore } from '../../../server/store/openStore';
import type { Store } from '../../../server/store/store';
import { openTestStore } from '../storeHelper';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { tempDir } from '../helper';

const applied = async (store: Store) =>
  (await sql<{ name: string }>`select name from kysely_migration`.execute(store.db)).rows.map(
    (row) => row.name,
  );

/** Written out, not read from migrations.ts: a migration renamed or dropped must fail here. */
const everyMigration = [
  '2026-11-25-1-leads',
  '2026-11-26-1-held-digests',
  '2026-11-26-2-lead-attribution',
  '2026-11-26-3-insight',
  '2026-11-26-4-jobs',
  '2026-11-26-5-insight-bounded',
  '2026-11-26-6-console',
  '2026-11-26-7-held-digest-listed',
  '2026-11-26-8-consents-by-time',
  '2026-11-26-9-held-digest-jobs',
  '2026-11-27-1-held-leads',
  '2026-11-28-1-job-totals',
  '2026-11-28-2-session-passkey',
  '2026-11-28-3-job-totals-recount',
  '2026-11-28-4-challenges-by-expiry',
  '2026-11-28-5-legacy-imported-leads',
];

describeEachEngine('migrations', (engine) => {
  it('two stores opening one database at once apply each migration once', async () => {
    const settings = { dataDir: await tempDir('data'), databaseUrl: await databaseUrlFor(engine) };

    const stores = await Promise.all([openStore(settings), openStore(settings)]);

    try {
      expect(await applied(stores[0])).toEqual(everyMigration);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('a store beside another (another schema of the database, another data folder) gets the whole schema', async () => {
    const first = await openTestStore(engine);

    const beside = await openTestStore(engine);

    expect(await applied(first)).toEqual(everyMigration);
    expect(await applied(beside)).toEqual(everyMigration);
  });
});
