import { expect, it } from 'vitest';
import { describeEachEngine } from '../../engines';
import { startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { digestsIn, eight, hour, scheduleAt } from './digestSchedule';

describeEachEngine('the daily digest of held messages, day after day', (engine) => {
  it('names each held message in one digest only, and never one held before the first digest’s day', async () => {
    const smtp = await startSmtpSink();
    const store = await openTestStore(engine);
    const beforeTheFirstDay = await seedLead(store, 'spam', {
      receivedAt: new Date(eight - 25 * hour),
    });
    const firstDay = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
    const clock = { now: eight };
    const schedule = scheduleAt(store, smtp, clock);
    await schedule.check();
    const secondDay = await seedLead(store, 'spam', { receivedAt: new Date(eight + 3 * hour) });
    clock.now = eight + 24 * hour;
    await schedule.check();
    await schedule.stop();

    const [first, second, ...more] = await digestsIn(smtp);
    expect(more).toEqual([]);
    expect(first).toContain('held 1 message(s)');
    expect(first).toContain(firstDay);
    expect(second).toContain('held 1 message(s)');
    expect(second).toContain(secondDay);
    expect(second).not.toContain(firstDay);
    expect([first, second].join('\n')).not.toContain(beforeTheFirstDay);
  });
});
