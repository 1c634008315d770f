import { expect, it } from 'vitest';
import { describeEachEngine } from '../../engines';
import { startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { digestsIn, eight, hour, scheduleAt } from './digestSchedule';

describeEachEngine(
  'a lead held just before a digest but stored after it read its list',
  (engine) => {
    it('is named by the next day’s digest, whose period reads as before', async () => {
      const smtp = await startSmtpSink();
      const store = await openTestStore(engine);
      const onTime = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
      let storedLate: string | undefined;
      // The digest has read its list when it connects: the late lead's commit lands meanwhile.
      smtp.holdGreeting = async () => {
        storedLate ??= await seedLead(store, 'spam', { receivedAt: new Date(eight - 2_000) });
      };
      const clock = { now: eight };
      const schedule = scheduleAt(store, smtp, clock);
      await schedule.check();
      smtp.holdGreeting = undefined;
      clock.now = eight + 24 * hour;
      await schedule.check();
      await schedule.stop();

      expect(storedLate).toBeDefined();
      const digests = await digestsIn(smtp);
      expect(digests).toHaveLength(2);
      const [first, next] = digests;
      expect(first).toContain(`npm run outbox -- release ${onTime}`);
      expect(first).not.toContain(`${storedLate}`);
      expect(next).toContain(`npm run outbox -- release ${storedLate}`);
      expect(next).not.toContain(onTime);
      expect(next).toContain('between 2026-11-25 08:00 and 2026-11-26 08:00');
    });
  },
);
