import { expect, it } from 'vitest';
import { openStore } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { heldDigestRows, storeAtMigration } from './storeAtMigration';

const before = '2026-11-26-4-jobs';

const lead = (id: string, status: 'taken' | 'held', receivedAt: number) => ({
  id,
  received_at: receivedAt,
  status,
  fields: JSON.stringify({ name: 'Jane Doe' }),
  source: '{}',
  consent: null,
  screen: null,
  visitor: id,
  eml: null,
  attribution: null,
});

describeEachEngine('the migration that records which digest named a held lead', (engine) => {
  it('counts every held lead an earlier digest’s period covered as named by it, and no other', async () => {
    const { settings, db } = await storeAtMigration(engine, before);
    await db.insertInto('held_digests').values(heldDigestRows).execute();
    await db
      .insertInto('leads')
      .values([
        lead('first-day', 'held', 5_000),
        lead('second-day', 'held', 15_000),
        lead('since-the-last', 'held', 25_000),
        lead('delivered', 'taken', 5_000),
      ])
      .execute();
    await db.destroy();

    const store = await openStore(settings);
    try {
      const rows = await store.db
        .selectFrom('leads')
        .select(['id', 'digest_day'])
        .orderBy('received_at')
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 'delivered', digest_day: null },
        { id: 'first-day', digest_day: '2026-11-24' },
        { id: 'second-day', digest_day: '2026-11-25' },
        { id: 'since-the-last', digest_day: null },
      ]);
    } finally {
      await store.close();
    }
  });
});
