import { expect, it } from 'vitest';
import { fastRetry, postJson, validMessage, waitFor, type SmtpSink } from '../../helper';
import { describeEachEngine } from '../../engines';
import { leadsIn } from '../../storeHelper';
import { copiesOf, deliveryOf, relayingAppOn, resendWindow } from '../deliveryHelper';

const names = ['Jane Doe', 'John Roe', 'Ann Poe'];

/** The relay's temporary refusal of the envelope, at the step named. */
const envelopeDeferrals = [
  { step: 'MAIL FROM', code: 421, message: 'Service not available, closing channel' },
  { step: 'RCPT TO', code: 451, message: 'Local error in processing' },
  { step: 'RCPT TO', code: 452, message: 'Insufficient system storage' },
] as const;

type Answer = ReturnType<SmtpSink['respondToSender']>;

/** Counts the envelopes (MAIL FROM) the sink is offered; `answer` replies at `step`. */
function envelopesAt(smtp: SmtpSink, step: 'MAIL FROM' | 'RCPT TO', answer: () => Answer) {
  let offered = 0;
  smtp.respondToSender = () => {
    offered += 1;
    return step === 'MAIL FROM' ? answer() : undefined;
  };
  if (step === 'RCPT TO') smtp.respondToRecipient = answer;
  return { offered: () => offered };
}

describeEachEngine('e-mail relay deferring the envelope', (engine) => {
  it.each(envelopeDeferrals)(
    '$code at $step pauses the e-mail task: the leads behind are not tried meanwhile',
    async ({ step, code, message }) => {
      // A pause longer than the test: whatever is tried after the first refusal ignored it.
      const pause = { ...fastRetry, initialDelayMs: 60_000, maxDelayMs: 60_000 };
      const { app, smtp, store } = await relayingAppOn(engine, {}, { retry: pause });
      const envelopes = envelopesAt(smtp, step, () => ({ code, message }));

      const ids: string[] = [];
      for (const name of names) {
        ids.push((await postJson(app, { ...validMessage, name })).json<{ id: string }>().id);
      }
      const deliveries = () => Promise.all(ids.map((id) => deliveryOf(store, id)));
      // A try is counted once claimed: its refusal shows once it is settled.
      await waitFor(async () => (await deliveries()).some((delivery) => delivery?.lastError));
      await resendWindow();

      expect(envelopes.offered()).toBe(1);
      const tried = await deliveries();
      expect(tried.map((delivery) => delivery?.attempts).sort()).toEqual([0, 0, 1]);
      expect(tried.find((delivery) => delivery?.attempts === 1)).toMatchObject({
        state: 'queued',
        lastError: expect.stringContaining(`${code} ${message}`),
      });
      expect(await leadsIn(store, 'pending')).toEqual(ids);
      expect(smtp.received).toEqual([]);
    },
  );

  it.each(envelopeDeferrals)(
    'after $code at $step, the task resumes once the relay accepts: every lead delivered exactly once',
    async ({ step, code, message }) => {
      const { app, smtp, store } = await relayingAppOn(engine);
      let refusals = 3;
      const envelopes = envelopesAt(smtp, step, () =>
        refusals-- > 0 ? { code, message } : undefined,
      );

      const ids: string[] = [];
      for (const name of names) {
        ids.push((await postJson(app, { ...validMessage, name })).json<{ id: string }>().id);
      }

      await waitFor(async () => (await leadsIn(store, 'sent')).length === ids.length);
      await resendWindow();
      const received = smtp.received.map((mail) => mail.raw);
      expect(ids.map((id) => copiesOf(received, id))).toEqual([1, 1, 1]);
      expect(envelopes.offered()).toBe(3 + ids.length);
      const attempts = await Promise.all(
        ids.map(async (id) => (await deliveryOf(store, id))?.attempts ?? 0),
      );
      expect(attempts.reduce((sum, tries) => sum + tries, 0)).toBe(3 + ids.length);
    },
  );
});
