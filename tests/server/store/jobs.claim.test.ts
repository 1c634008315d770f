import { expect, it } from 'vitest';
import {
  claimJob,
  markPastPointOfNoReturn,
  nextDueAt,
  renewClaim,
  settleJob,
} from '../../../server/store/jobs';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';

const lease = { email: 15_000 };

describeEachEngine('claiming a job', (engine) => {
  it('is due at once when queued, and when another runner holds it, once its claim runs out', async () => {
    const store = await openTestStore(engine);
    const receivedAt = new Date(Date.now() - 60_000);
    await seedLead(store, 'pending', { receivedAt });
    expect(await nextDueAt(store, ['email'], Date.now())).toBe(receivedAt.getTime());

    const now = Date.now();
    const claim = await claimJob(store, lease, now);

    expect(claim).toBeDefined();
    expect(await claimJob(store, lease, now)).toBeUndefined();
    // Not due again before the claim runs out: a second runner waits instead of asking on. The
    // claim runs on the store's clock, on which the statements in between took some time.
    const due = await nextDueAt(store, ['email'], now);
    expect(due).toBeLessThanOrEqual(now + 15_000);
    expect(due).toBeGreaterThan(now + 14_000);
    expect(await nextDueAt(store, ['webhook'], now)).toBeUndefined();
  });

  it('returns the lead with the claim, in the one statement', async () => {
    const store = await openTestStore(engine);
    const id = await seedLead(store, 'pending');

    const job = await claimJob(store, lease, Date.now());

    expect(job).toMatchObject({
      task: 'email',
      key: id,
      attempts: 1,
      lead: { id, status: 'taken' },
    });
  });

  it('a claim taken over after it lapsed can neither renew, go past its point of no return, nor settle', async () => {
    const store = await openTestStore(engine);
    await seedLead(store, 'pending');
    const now = Date.now();
    const stalled = await claimJob(store, lease, now);
    // 20 s later on the store's clock, which claims run on: the claim has run out.
    await store.db
      .updateTable('jobs')
      .set((eb) => ({ claimed_until: eb('claimed_until', '-', 20_000) }))
      .execute();
    const current = await claimJob(store, lease, now + 20_000);
    if (!stalled || !current) throw new Error('not claimed');

    expect(await renewClaim(store, stalled, 15_000)).toBe(false);
    expect(await markPastPointOfNoReturn(store, stalled, 15_000)).toBe(false);
    expect(await settleJob(store, stalled, { state: 'done' })).toBe(false);

    expect(await markPastPointOfNoReturn(store, current, 15_000)).toBe(true);
    expect(await settleJob(store, current, { state: 'done' })).toBe(true);
    expect(await settleJob(store, current, { state: 'done' })).toBe(false);
  });
});
