import { expect, it } from 'vitest';
import {
  claimJob,
  markPastPointOfNoReturn,
  nextDueAt,
  renewClaim,
  settleJob,
} from '../../../server/store/jobs';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';

const lease = { email: 15_000 };

describeEachEngine('a try settled for a retry', (engine) => {
  it('holds no claim: its renewal or its point of no return landing after the settlement changes nothing', async () => {
    const store = await openTestStore(engine);
    const id = await seedLead(store, 'pending');
    const now = Date.now();
    const job = await claimJob(store, lease, now);
    if (!job) throw new Error('not claimed');
    const retryAt = now + 1000;
    await settleJob(store, job, { state: 'queued', runAt: retryAt, lastError: '451 try later' });

    // Statements the try sent just before it ended (its timer's renewal, on another connection)
    // reach the store after its settlement.
    expect(await renewClaim(store, job, 15_000)).toBe(false);
    expect(await markPastPointOfNoReturn(store, job, 15_000)).toBe(false);

    expect((await readLead(store, id))?.deliveries.email?.state).toBe('queued');
    expect(await nextDueAt(store, ['email'], now)).toBe(retryAt);
    expect(await claimJob(store, lease, retryAt)).toMatchObject({ key: id, attempts: 2 });
  });
});
