import { expect, it } from 'vitest';
import { describeEachEngine } from '../../engines';
import { startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { digestsIn, eight, hour, scheduleAt } from './digestSchedule';

describeEachEngine('the very first digest, given up after a day of refusals', (engine) => {
  it('leaves what it held to the next digest', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    smtp.respond = () => ({ code: 451, message: 'try again later' });
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock);
    await schedule.check();
    // A day of refusals: the first digest is given up as the second one's day comes.
    clock.now = eight + 24 * hour;
    await schedule.check();
    expect(smtp.received).toEqual([]);

    smtp.respond = () => undefined;
    clock.now = eight + 26 * hour;
    await schedule.check();
    await schedule.stop();

    const digests = await digestsIn(smtp);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(`npm run outbox -- release ${held}`);
  });
});
