import { expect, it } from 'vitest';
import { describeEachEngine } from '../../engines';
import { startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { ceoMailbox, digestsIn, eight, hour, scheduleAt } from './digestSchedule';

const mailTo = ['leads@company.test', 'ceo@company.test'];

describeEachEngine('the period of the digest after one an address took late', (engine) => {
  it('starts where that digest’s period ended, not when its last address took it', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    const ceo = ceoMailbox(smtp, true);
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock, mailTo);
    await schedule.check();
    const nextDays = await seedLead(store, 'spam', { receivedAt: new Date(eight + 2 * hour) });
    // The mailbox is emptied the next morning, an hour before the next digest.
    ceo.full = false;
    clock.now = eight + 23 * hour;
    await schedule.check();
    clock.now = eight + 24 * hour;
    await schedule.check();
    await schedule.stop();

    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['leads@company.test'],
      ['ceo@company.test'],
      mailTo,
    ]);
    const next = (await digestsIn(smtp))[2];
    expect(next).toContain(nextDays);
    expect(next).toContain('between 2026-11-25 08:00 and 2026-11-26 08:00');
  });

  it('starts where the digest still waiting for an address ended, not at the one before', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const ceo = ceoMailbox(smtp, false);
    await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock, mailTo);
    await schedule.check();
    // The second day's digest reaches one address, the other's mailbox full for days.
    await seedLead(store, 'spam', { receivedAt: new Date(eight + 23 * hour) });
    ceo.full = true;
    clock.now = eight + 24 * hour;
    await schedule.check();
    const thirdDays = await seedLead(store, 'spam', { receivedAt: new Date(eight + 47 * hour) });
    clock.now = eight + 48 * hour;
    await schedule.check();
    await schedule.stop();

    const digests = await digestsIn(smtp);
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      mailTo,
      ['leads@company.test'],
      ['leads@company.test'],
    ]);
    expect(digests[2]).toContain(thirdDays);
    expect(digests[2]).toContain('held 1 message(s)');
    expect(digests[2]).toContain('between 2026-11-26 08:00 and 2026-11-27 08:00');
  });
});
