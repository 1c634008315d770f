import { expect, it } from 'vitest';
import { databaseUrlFor, describeEachEngine } from '../../engines';
import { startSmtpSink, tempDir } from '../../helper';
import { openStoreOf, openTestStore, seedLead } from '../../storeHelper';
import { digestsIn, eight, hour, scheduleAt } from './digestSchedule';

describeEachEngine('the daily digest of held messages', (engine) => {
  it('comes once a day at its hour, from one of two instances, naming what was held and not what was delivered', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - 3 * hour) });
    const delivered = await seedLead(store, 'sent', { receivedAt: new Date(eight - 2 * hour) });
    const heldLongAgo = await seedLead(store, 'spam', { receivedAt: new Date(eight - 25 * hour) });
    const clock = { now: eight - 60_000 };
    const first = scheduleAt(store, smtp, clock);
    const second = scheduleAt(store, smtp, clock);
    await Promise.all([first.check(), second.check()]);
    expect(smtp.received).toEqual([]);

    clock.now = eight;
    await Promise.all([first.check(), second.check()]);
    clock.now = eight + 2 * hour;
    await Promise.all([first.check(), second.check()]);
    await Promise.all([first.stop(), second.stop()]);

    const [digest, ...more] = await digestsIn(smtp);
    expect(more).toEqual([]);
    expect(digest).toContain(`npm run outbox -- release ${held}`);
    expect(digest).not.toContain(delivered);
    expect(digest).not.toContain(heldLongAgo);
    expect(smtp.received[0]?.to).toEqual(['leads@company.test']);
  });

  it('is silent on a day with nothing held, and the next one starts where that day stopped', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock);
    await schedule.check();
    expect(smtp.received).toEqual([]);

    // Held after that day's check: the next day's digest names it.
    const lateThatDay = await seedLead(store, 'spam', { receivedAt: new Date(eight + hour) });
    clock.now = eight + 3 * hour;
    await schedule.check();
    expect(smtp.received).toEqual([]);
    clock.now = eight + 24 * hour;
    await schedule.check();
    await schedule.stop();

    const digests = await digestsIn(smtp);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(`npm run outbox -- release ${lateThatDay}`);
    expect(digests[0]).toContain('between 2026-11-25 08:00 and 2026-11-26 08:00');
  });

  it('is tried again by the job runner, on its backoff, 5 minutes after the SMTP server refused it', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    smtp.respond = () => ({ code: 451, message: 'try again later' });
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock);
    await schedule.check();
    expect(smtp.received).toEqual([]);

    smtp.respond = () => undefined;
    clock.now = eight + 4 * 60_000;
    await schedule.check();
    expect(smtp.received).toEqual([]);
    clock.now = eight + 5 * 60_000;
    await schedule.check();
    await schedule.stop();
    const digests = await digestsIn(smtp);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(held);
    expect(digests[0]).toContain('and 2026-11-25 08:05');
  });

  it('is not mailed again by an instance started later the same day', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    const clock = { now: eight };
    const before = scheduleAt(store, smtp, clock);
    await before.check();
    await before.stop();

    await seedLead(store, 'spam', { receivedAt: new Date(eight + hour) });
    clock.now = eight + 2 * hour;
    const restarted = scheduleAt(store, smtp, clock);
    await restarted.check();
    await restarted.stop();

    const digests = await digestsIn(smtp);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(held);
  });
});

describeEachEngine('instances with a store connection each', (engine) => {
  it('insert the same day’s digest, and exactly one of them mails it', async () => {
    const smtp = await startSmtpSink();
    const settings = { dataDir: await tempDir('data'), databaseUrl: await databaseUrlFor(engine) };
    const [first, second] = [await openStoreOf(settings), await openStoreOf(settings)];
    const held = await seedLead(first, 'spam', { receivedAt: new Date(eight - hour) });
    const clock = { now: eight };

    const instances = [first, second, first, second].map((store) => scheduleAt(store, smtp, clock));
    await Promise.all(instances.map((instance) => instance.check()));
    await Promise.all(instances.map((instance) => instance.stop()));

    const digests = await digestsIn(smtp);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(held);
    const jobs = await second.db.selectFrom('jobs').select(['task', 'key', 'state']).execute();
    expect(jobs).toEqual([{ task: 'held-digest', key: '2026-11-25', state: 'done' }]);
  });
});
