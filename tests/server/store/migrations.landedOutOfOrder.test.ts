import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../../../server/store/migrations';
import { openStore } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { storeAtMigration } from './storeAtMigration';

/**
 * The console's migration landed on main (654d7a2) six minutes before the insight one, which
 * sorts before it: a store started in between ran the console's and not the insight's.
 */
const landedFirst = '2026-11-26-6-console';
const landedSecond = '2026-11-26-5-insight-bounded';

describeEachEngine('a store that ran a migration before one that sorts before it', (engine) => {
  it('opens, runs the one it missed and every later one, and none twice', async () => {
    const { settings, db } = await storeAtMigration(engine, landedFirst, [landedSecond]);
    await db.destroy();

    const store = await openStore(settings);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
        store.db,
      );
      expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      const indexes = await (
        engine === 'postgres'
          ? sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'insight_views'`
          : sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'insight_views'`
      ).execute(store.db);
      expect(indexes.rows.map((row) => row.name)).toEqual(['insight_views_by_time']);
    } finally {
      await store.close();
    }
  });
});
