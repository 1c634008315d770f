import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { sqliteFileName } from '../../../server/store/openStore';
import { forgetOldSalts } from '../../../server/insight/visitors';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { buildInsightApp } from './insightHelper';

const day = 20_000;
const oldSalt = 'OLD-SALT-a6f1c0de9b2e4f7a8c3d5e6f7a8b9c0d1e2f3a4b';
const newSalt = 'NEW-SALT-0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e';

const holds = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text));

/** Every byte PostgreSQL keeps of the table on disk, its file as of now and the one it had. */
async function postgresFiles(store: Store, paths: string[]): Promise<Buffer> {
  await sql`checkpoint`.execute(store.db);
  const parts: Buffer[] = [];
  for (const path of paths) {
    const { rows } = await sql<{
      bytes: Buffer | null;
    }>`select pg_read_binary_file(${path}, 0, 8388608, true) as bytes`.execute(store.db);
    parts.push(rows[0]?.bytes ?? Buffer.alloc(0));
  }
  return Buffer.concat(parts);
}

const relationFile = async (store: Store) =>
  (
    await sql<{ path: string }>`select pg_relation_filepath('insight_salts') as path`.execute(
      store.db,
    )
  ).rows[0]?.path ?? '';

describeEachEngine('a deleted visitor salt', (engine) => {
  it('leaves no readable copy in the store: the raw files are read after the deletion', async () => {
    const { config, store } = await buildInsightApp(engine);
    await store.db
      .insertInto('insight_salts')
      .values([
        { day: day - 2, salt: oldSalt },
        { day, salt: newSalt },
      ])
      .execute();
    const before = engine === 'postgres' ? await relationFile(store) : '';

    await forgetOldSalts(store, day);

    expect(
      (await store.db.selectFrom('insight_salts').select('salt').execute()).map((row) => row.salt),
    ).toEqual([newSalt]);
    if (engine === 'sqlite') {
      const file = join(config.dataDir, sqliteFileName);
      const bytes = Buffer.concat(
        [file, `${file}-wal`].map((path) => {
          try {
            return readFileSync(path);
          } catch {
            return Buffer.alloc(0);
          }
        }),
      );
      expect(holds(bytes, oldSalt)).toBe(false);
      return;
    }
    const bytes = await postgresFiles(store, [before, await relationFile(store)]);
    expect(holds(bytes, oldSalt)).toBe(false);
    // Nor in the write-ahead log: the table is never written there.
    const { rows } = await sql<{
      persistence: string;
    }>`select relpersistence as persistence from pg_class where oid = 'insight_salts'::regclass`.execute(
      store.db,
    );
    expect(rows[0]?.persistence).toBe('u');
  });
});
