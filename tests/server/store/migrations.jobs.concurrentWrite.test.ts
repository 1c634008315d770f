import { describe, expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { openStore } from '../../../server/store/openStore';
import { runningInstance } from './runningInstance';
import { storeAtMigration } from './storeAtMigration';

// SQLite: the migration holds the one write lock from its first statement, so no writer runs beside it.
describe('the migrations that move a table into jobs beside an instance still running (postgres)', () => {
  it('keeps the delivery of a lead the running instance takes while the store migrates', async () => {
    const { settings, db } = await storeAtMigration('postgres', '2026-11-26-3-insight');
    await db.destroy();

    // An instance of the version before takes a lead: its transaction is open as the new version
    // starts and migrates.
    const running = await runningInstance(settings.databaseUrl, [
      `insert into leads (id, received_at, status, fields, source, visitor)
        values ('late', 1000, 'taken', '{"name":"Jane Doe"}', '{}', 'late')`,
      `insert into deliveries (lead_id, destination, state, attempts, next_attempt_at)
        values ('late', 'email', 'queued', 0, 1000)`,
    ]);
    const opening = openStore(settings);
    await running.waitedFor();
    await running.commit();
    const store = await opening;
    try {
      expect((await readLead(store, 'late'))?.deliveries).toEqual({
        email: { state: 'queued', attempts: 0, nextAttemptAt: new Date(1000).toISOString() },
      });
    } finally {
      await store.close();
    }
  });

  it('keeps a day of the digest the running instance mailed while the store migrates', async () => {
    const { settings, db } = await storeAtMigration('postgres', '2026-11-26-8-consents-by-time');
    await db
      .insertInto('held_digests')
      .values({ day: '2026-11-26', state: 'sending', claimed_until: 0, covers_until: 30_000 })
      .execute();
    await db.destroy();

    // It mailed the day's digest and marks it sent as the new version starts and migrates.
    const running = await runningInstance(settings.databaseUrl, [
      `update held_digests set state = 'sent', held = 1 where day = '2026-11-26'`,
    ]);
    const opening = openStore(settings);
    await running.waitedFor();
    await running.commit();
    const store = await opening;
    try {
      const days = await store.db
        .selectFrom('jobs')
        .select(['key', 'state'])
        .where('task', '=', 'held-digest')
        .execute();
      // Without its row the day is scheduled again, and its digest mailed twice.
      expect(days).toEqual([{ key: '2026-11-26', state: 'done' }]);
    } finally {
      await store.close();
    }
  });
});
