import { expect, it } from 'vitest';
import { claimDelivery, nextDueAt } from '../../../server/store/deliveries';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';

describeEachEngine('the next due delivery', (engine) => {
  it('is due at once when queued, and when another worker holds it, once its claim runs out', async () => {
    const store = await openTestStore(engine);
    const receivedAt = new Date(Date.now() - 60_000);
    await seedLead(store, 'pending', { receivedAt });
    expect(await nextDueAt(store, 'email')).toBe(receivedAt.getTime());

    const now = Date.now();
    const claim = await claimDelivery(store, 'email', { now, leaseMs: 15_000 });

    expect(claim).toBeDefined();
    expect(await claimDelivery(store, 'email', { now, leaseMs: 15_000 })).toBeUndefined();
    // Not due again before the claim runs out: a second worker waits instead of asking on.
    expect(await nextDueAt(store, 'email')).toBe(now + 15_000);
    expect(await nextDueAt(store, 'webhook')).toBeUndefined();
  });
});
