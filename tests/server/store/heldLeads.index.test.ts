import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { countHeld } from '../../../server/store/backlog';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';

// status counts the held among every lead; a scan took 460-860 ms at a million.
describeEachEngine('the held leads', (engine) => {
  it('are counted, all or since a time, through an index rather than by reading every lead', async () => {
    const store = await openTestStore(engine);
    const hourAgo = Date.now() - 3_600_000;
    await seedLead(store, 'sent');
    await seedLead(store, 'spam', { receivedAt: new Date(hourAgo - 60_000) });
    await seedLead(store, 'spam');
    expect(await countHeld(store)).toBe(2);
    expect(await countHeld(store, hourAgo)).toBe(1);

    const held = sql`select count(*) from leads where status = 'held' and received_at >= ${hourAgo}`;
    if (engine === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan ${held}`.execute(store.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /USING (COVERING )?INDEX leads_held\b/,
      );
    } else {
      // A table this small is read whole whatever its indexes: ask for the plan without that.
      await store.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await sql<{ 'QUERY PLAN': string }>`explain ${held}`.execute(trx);
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/leads_held\b/);
      });
    }
  });
});
