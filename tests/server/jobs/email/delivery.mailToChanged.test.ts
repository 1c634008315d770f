import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { deliveryOf, relayingAppOn, resendWindow } from '../deliveryHelper';

const mailboxFull = { code: 452, message: 'Mailbox full, try again later' };

describeEachEngine('e-mail whose MAIL_TO changed between its tries', (engine) => {
  it('an address that has the message, written in other capitals after a restart, does not get it twice', async () => {
    const { app, config, smtp, store } = await relayingAppOn(engine, {
      mailTo: ['Sales@Company.test', 'ceo@company.test'],
    });
    let ceoFull = true;
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' && ceoFull ? mailboxFull : undefined;
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    // Queued from the start, and while a try is under way until DATA: the copy first, then the settle.
    await waitFor(() => smtp.received.length === 1);
    await waitFor(async () => (await deliveryOf(store, id))?.state === 'queued');
    await app.close();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['Sales@company.test']]);

    // The operator tidies MAIL_TO's spelling: the same two inboxes.
    ceoFull = false;
    await buildTestApp({ ...config, mailTo: ['sales@company.test', 'CEO@company.test'] });

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.received.map((mail) => mail.to.map((to) => to.toLowerCase()))).toEqual([
      ['sales@company.test'],
      ['ceo@company.test'],
    ]);
  });
});
