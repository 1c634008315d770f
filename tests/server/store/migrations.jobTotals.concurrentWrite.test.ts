import { describe, expect, it } from 'vitest';
import { countDelivered, readDestinationBacklog } from '../../../server/store/backlog';
import { openStore } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { runningInstance } from './runningInstance';
import { storeAtMigration } from './storeAtMigration';

const beforeTotals = '2026-11-27-1-held-leads';

const job = (key: string, state: string) => ({
  task: 'email',
  key,
  payload: null,
  state,
  run_at: 0,
  attempts: 1,
});

// SQLite: the migration holds the one write lock from its first statement, so no writer runs beside it.
describe('the job totals migration beside an instance still running (postgres)', () => {
  it('counts a job the running instance settles while the store migrates', async () => {
    const { settings, db } = await storeAtMigration('postgres', beforeTotals);
    await db
      .insertInto('jobs')
      .values([job('a', 'done'), job('b', 'sending'), job('c', 'sending')])
      .execute();
    await db.destroy();

    // An instance of the version before settles two tries: its transaction is open as the new
    // version starts and migrates.
    const running = await runningInstance(settings.databaseUrl, [
      `update jobs set state = 'done' where key = 'b'`,
      `update jobs set state = 'failed' where key = 'c'`,
    ]);
    const opening = openStore(settings);
    await running.waitedFor();
    await running.commit();
    const store = await opening;
    try {
      expect({
        done: await countDelivered(store, 'email'),
        failed: (await readDestinationBacklog(store, 'email')).failed,
      }).toEqual({ done: 2, failed: 1 });
    } finally {
      await store.close();
    }
  });
});

describeEachEngine('a store whose job totals missed a job as it migrated', (engine) => {
  it('counts its jobs again at the next start', async () => {
    const { settings, db } = await storeAtMigration(engine, '2026-11-28-2-session-passkey');
    await db
      .insertInto('jobs')
      .values([job('a', 'done'), job('b', 'done'), job('c', 'failed')])
      .execute();
    // As the race above left a store on PostgreSQL: one done and the failed one never counted.
    await db.updateTable('job_totals').set({ done: 1, failed: 0 }).execute();
    await db.destroy();

    const store = await openStore(settings);
    try {
      expect({
        done: await countDelivered(store, 'email'),
        failed: (await readDestinationBacklog(store, 'email')).failed,
      }).toEqual({ done: 2, failed: 1 });
    } finally {
      await store.close();
    }
  });
});
