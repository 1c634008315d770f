import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openStore, sqliteFileName, type StoreSettings } from '../../../server/store/openStore';
import type { Engine } from '../../../server/store/store';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { tempDir } from '../helper';

/** One statement on the store's database, outside the store (as a person with a client would). */
async function runOn(engine: Engine, settings: StoreSettings, statement: string) {
  if (engine === 'sqlite') {
    const database = new BetterSqlite3(join(settings.dataDir, sqliteFileName));
    try {
      const prepared = database.prepare(statement);
      if (prepared.reader) return prepared.all() as Record<string, unknown>[];
      prepared.run();
      return [];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function tableNames(engine: Engine, settings: StoreSettings): Promise<string[]> {
  const rows = await runOn(
    engine,
    settings,
    engine === 'sqlite'
      ? `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : `select table_name as name from information_schema.tables where table_schema = current_schema()`,
  );
  return rows.map((row) => String(row.name)).sort();
}

describeEachEngine('a migration cut off half-way', (engine) => {
  it('leaves no trace, and the next start with the fault gone migrates the whole schema', async () => {
    const settings = { dataDir: await tempDir('data'), databaseUrl: await databaseUrlFor(engine) };
    // The insight migration creates insight_views, then fails at insight_salts: a statement of
    // a migration refused after others of it ran, as a disk filling up refuses one.
    await runOn(engine, settings, 'create table insight_salts (fault integer)');

    await expect(openStore(settings)).rejects.toThrow(/insight_salts/);

    expect(await tableNames(engine, settings)).not.toContain('insight_views');
    expect(await tableNames(engine, settings)).not.toContain('leads');
    const recorded = (await tableNames(engine, settings)).includes('kysely_migration')
      ? await runOn(engine, settings, 'select name from kysely_migration')
      : [];
    expect(recorded).toEqual([]);

    await runOn(engine, settings, 'drop table insight_salts');
    const store = await openStore(settings);
    try {
      const views = await store.db
        .selectFrom('insight_views')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      expect(Number(views.rows)).toBe(0);
    } finally {
      await store.close();
    }
  });
});
