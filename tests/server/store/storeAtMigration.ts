import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from '../../../server/store/migrations';
import { sqliteFileName } from '../../../server/store/openStore';
import type { Engine } from '../../../server/store/store';
import { databaseUrlFor } from '../engines';
import { tempDir } from '../helper';

/**
 * A store of this test's own as a released version left it, migrated up to `last` only, with a
 * schemaless handle to fill it as that version would have; `settings` opens it as today's store.
 */
export async function storeAtMigration(engine: Engine, last: string) {
  const settings = { dataDir: await tempDir('data'), databaseUrl: await databaseUrlFor(engine) };
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect:
      settings.databaseUrl === undefined
        ? new SqliteDialect({
            database: new BetterSqlite3(join(settings.dataDir, sqliteFileName)),
          })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.databaseUrl }) }),
  });
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema !== undefined && { migrationTableSchema: schema }),
  }).migrateTo(last);
  return { settings, db };
}
