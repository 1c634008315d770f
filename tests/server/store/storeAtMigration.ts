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
 * A store of this test's own as a released version left it, migrated up to `last` only (but for
 * `missing`, migrations that version did not have yet), with a schemaless handle to fill it as
 * that version would have; `settings` opens it as today's store.
 */
export async function storeAtMigration(engine: Engine, last: string, missing: string[] = []) {
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
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).filter(([name]) => !missing.includes(name))),
    },
    ...(schema !== undefined && { migrationTableSchema: schema }),
  }).migrateTo(last);
  return { settings, db };
}

/** Three days as the held_digests table kept them: mailed, empty, and one cut off while sending. */
export const heldDigestRows = [
  { day: '2026-11-24', state: 'sent', claimed_until: 0, covers_until: 10_000, held: 1 },
  { day: '2026-11-25', state: 'empty', claimed_until: 0, covers_until: 20_000, held: 0 },
  { day: '2026-11-26', state: 'sending', claimed_until: 0, covers_until: 30_000, held: null },
];
