import { expect, it } from 'vitest';
import { applyRetention, dayMs } from '../../../server/operations/retention';
import { releaseLead } from '../../../server/store/leadMoves';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { leadsIn, openTestStore, seedLead } from '../storeHelper';

const policy = {
  sentDays: 730,
  spamDays: 30,
  consentDays: 1826,
  webhook: false,
  consoleSessions: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
};

describeEachEngine('release racing retention', (engine) => {
  it('a held lead released while retention purges it is either released and kept, or purged and not released', async () => {
    const store = await openTestStore(engine);
    const old = { receivedAt: new Date(Date.now() - 31 * dayMs) };
    const ids = await Promise.all(Array.from({ length: 24 }, () => seedLead(store, 'spam', old)));

    // Both at once: on PostgreSQL they run side by side on the pool's connections.
    const [removed, ...releases] = await Promise.all([
      applyRetention(store, policy, Date.now()),
      ...ids.map((id) => releaseLead(store, id, ['email'])),
    ]);

    const released = ids.filter((_, index) => releases[index]?.released);
    for (const id of ids) {
      const lead = await readLead(store, id);
      if (released.includes(id)) {
        expect(lead?.deliveries).toMatchObject({ email: { state: 'queued' } });
      } else expect(lead).toBeUndefined();
    }
    expect((await leadsIn(store, 'pending')).sort()).toEqual([...released].sort());
    expect(removed.spam).toBe(ids.length - released.length);
    const deliveries = await store.db.selectFrom('jobs').select('key').execute();
    expect(deliveries.map((row) => row.key).sort()).toEqual([...released].sort());
  });
});
