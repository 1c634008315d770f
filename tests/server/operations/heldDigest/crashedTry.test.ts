import { expect, it } from 'vitest';
import { describeEachEngine } from '../../engines';
import { headersOf, startSmtpSink } from '../../helper';
import { openTestStore, seedLead } from '../../storeHelper';
import { ceoMailbox, digestsIn, digestTask, eight, hour, scheduleAt } from './digestSchedule';

const mailTo = ['leads@company.test', 'ceo@company.test'];

describeEachEngine(
  'the daily digest, after a try that crashed before it kept who has it',
  (engine) => {
    it('names the same held messages to every address, the one that refused it included', async () => {
      const smtp = await startSmtpSink();
      const store = await openTestStore(engine);
      const held = await seedLead(store, 'spam', { receivedAt: new Date(eight - hour) });
      const ceo = ceoMailbox(smtp, true);

      // The handler's try, whose instance died before the runner settled it: no payload kept.
      const outcome = await digestTask(store, smtp, mailTo).run({
        job: {
          task: 'held-digest',
          key: '2026-11-25',
          payload: null,
          attempts: 1,
          firstAttemptAt: eight,
          claim: 'the crashed instance',
          lead: undefined,
        },
        at: eight,
        lead: undefined,
        pastPointOfNoReturn: async () => {},
      });
      expect(outcome.kind).toBe('retry');
      expect(smtp.received.map((mail) => mail.to)).toEqual([['leads@company.test']]);

      // The job claimed again once the crashed claim lapsed: its payload is still null.
      ceo.full = false;
      const clock = { now: eight + 5 * 60_000 };
      const schedule = scheduleAt(store, smtp, clock, mailTo);
      await schedule.check();
      await schedule.stop();

      expect(smtp.received.map((mail) => mail.to)).toEqual([['leads@company.test'], mailTo]);
      const [first, again] = await digestsIn(smtp);
      expect(first).toContain(`release ${held}`);
      expect(again).toContain(`release ${held}`);
      const [firstId, againId] = smtp.received.map((mail) => headersOf(mail.raw).get('message-id'));
      expect(againId).toEqual(firstId);
    });
  },
);
