import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openStore } from '../../../server/store/openStore';
import { digestEnds } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { startSmtpSink } from '../helper';
import { eight, hour, scheduleAt } from '../operations/heldDigest/digestSchedule';
import { seedLead } from '../storeHelper';
import { heldDigestRows, storeAtMigration } from './storeAtMigration';

const before = '2026-11-26-8-consents-by-time';

describeEachEngine('the migration that makes the digest’s days jobs', (engine) => {
  it('turns each day mailed or empty into a done job, whose try began where its period ended, and drops held_digests', async () => {
    const { settings, db } = await storeAtMigration(engine, before);
    await db.insertInto('held_digests').values(heldDigestRows).execute();
    await db.destroy();

    const store = await openStore(settings);
    try {
      const jobs = await store.db
        .selectFrom('jobs')
        .select(['task', 'key', 'state', 'run_at', 'last_attempt_at', 'claimed_until'])
        .orderBy('key')
        .execute();
      expect(jobs.map((job) => ({ ...job, run_at: Number(job.run_at) }))).toEqual([
        {
          task: 'held-digest',
          key: '2026-11-24',
          state: 'done',
          run_at: 10_000,
          last_attempt_at: 10_000,
          claimed_until: null,
        },
        {
          task: 'held-digest',
          key: '2026-11-25',
          state: 'done',
          run_at: 20_000,
          last_attempt_at: 20_000,
          claimed_until: null,
        },
      ]);
      expect(await digestEnds(store)).toEqual({ first: 10_000, last: 20_000 });
      await expect(sql`select day from held_digests`.execute(store.db)).rejects.toThrow();

      // An instance started on the day mailed before the upgrade does not mail it again.
      const smtp = await startSmtpSink();
      await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
      const instance = scheduleAt(store, smtp, { now: eight + hour });
      await instance.check();
      await instance.stop();
      expect(smtp.received).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
