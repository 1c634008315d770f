import { expect, it } from 'vitest';
import { describeEachEngine } from '../../engines';
import { headersOf, startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { ceoMailbox, digestsIn, eight, hour, scheduleAt } from './digestSchedule';

const mailTo = ['leads@company.test', 'ceo@company.test'];

describeEachEngine('the daily digest, refused by one MAIL_TO address', (engine) => {
  it('reaches the address that answered 4xx on a later try, the very same digest, and the other one once', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    const ceo = ceoMailbox(smtp, true);
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock, mailTo);
    await schedule.check();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['leads@company.test']]);

    // Held after the day's digest went out: the next day's names it, to both.
    const heldMeanwhile = await seedLead(store, 'spam', { receivedAt: new Date(eight + 60_000) });
    ceo.full = false;
    clock.now = eight + 5 * 60_000;
    await schedule.check();
    clock.now = eight + 2 * hour;
    await schedule.check();
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['leads@company.test'],
      ['ceo@company.test'],
    ]);
    const [toLeads, toCeo] = await digestsIn(smtp);
    expect(toLeads).toContain(held);
    expect(toCeo).toBe(toLeads);
    const [first, second] = smtp.received.map((mail) => headersOf(mail.raw).get('message-id'));
    expect(second).toEqual(first);

    clock.now = eight + 24 * hour;
    await schedule.check();
    await schedule.stop();
    const nextDay = smtp.received.slice(2);
    expect(nextDay.map((mail) => mail.to)).toEqual([mailTo]);
    const [next] = (await digestsIn(smtp)).slice(2);
    expect(next).toContain(heldMeanwhile);
    expect(next).not.toContain(held);
  });

  it('is parked as failed, naming the address that answered 5xx and its answer, and not mailed again to the other', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' ? { code: 550, message: 'No such user' } : undefined;
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock, mailTo);
    await schedule.check();
    clock.now = eight + 2 * hour;
    await schedule.check();
    await schedule.stop();

    expect(smtp.received.map((mail) => mail.to)).toEqual([['leads@company.test']]);
    const job = await store.db
      .selectFrom('jobs')
      .select(['state', 'failure', 'last_error'])
      .where('task', '=', 'held-digest')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', failure: 'refused' });
    expect(job.last_error).toMatch(
      /ceo@company\.test: 550 No such user; sent to leads@company\.test/,
    );
  });
});
