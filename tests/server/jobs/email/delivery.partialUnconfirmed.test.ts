import { expect, it } from 'vitest';
import { defaultSmtpTimeouts } from '../../../../server/jobs/email/smtpSender';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { deliveryOf, relayingAppOn, resendWindow } from '../deliveryHelper';

const mailTo = ['sales@company.test', 'ceo@company.test'];

describeEachEngine('e-mail cut off on its try for the addresses still waiting', (engine) => {
  it('names the inbox to check, not the one an earlier try reached', async () => {
    const { app, smtp, store } = await relayingAppOn(
      engine,
      { mailTo },
      { smtpTimeouts: { ...defaultSmtpTimeouts, dataReplyMs: 300 } },
    );
    // The first try reaches sales alone; the second, for ceo, never hears back about the dot.
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' && smtp.received.length === 0
        ? { code: 452, message: 'Mailbox full, try again later' }
        : undefined;
    smtp.respond = () => (smtp.received.length === 0 ? undefined : new Promise(() => undefined));

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');
    await resendWindow();
    const delivery = await deliveryOf(store, id);
    expect(delivery).toMatchObject({ failure: 'unconfirmed', attempts: 2 });
    // A person who looked for the Message-ID in sales' inbox would find the first try's copy
    // there and never retry, and ceo would never get the lead.
    expect(delivery?.lastError).toMatch(
      /check the inbox of ceo@company\.test \(sales@company\.test had it already\) for its Message-ID/,
    );
  });
});
