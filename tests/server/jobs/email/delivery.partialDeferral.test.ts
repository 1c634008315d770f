import { expect, it } from 'vitest';
import { fastRetry, headersOf, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { deliveryOf, relayingAppOn, resendWindow, settledTries } from '../deliveryHelper';

// As an operator may write it: the SMTP client lower-cases the domain of what it sends.
const mailTo = ['sales@Company.test', 'ceo@company.test'];
const mailboxFull = { code: 452, message: 'Mailbox full, try again later' };

describeEachEngine('e-mail deferred for one MAIL_TO address', (engine) => {
  it('the address that accepted gets it once, the one that answered 4xx gets it on a later try, with the same Message-ID', async () => {
    const { app, smtp, store } = await relayingAppOn(engine, { mailTo });
    let ceoFull = true;
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' && ceoFull ? mailboxFull : undefined;

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    // Tried again while the mailbox stays full, and still waiting for it.
    await waitFor(async () => ((await deliveryOf(store, id))?.attempts ?? 0) >= 3);
    expect(await deliveryOf(store, id)).toMatchObject({
      state: expect.stringMatching(/^(queued|sending)$/),
      lastError: expect.stringContaining('ceo@company.test: 452 Mailbox full'),
    });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['sales@company.test']]);

    ceoFull = false;
    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['sales@company.test'],
      ['ceo@company.test'],
    ]);
    const [first, second] = smtp.received.map((mail) => headersOf(mail.raw).get('message-id'));
    expect(first).toEqual([`<${id}@company.test>`]);
    expect(second).toEqual(first);
  });

  it('an address that keeps deferring does not pause the e-mail: the leads behind still reach the others', async () => {
    // A pause longer than the test: a lead that waited for one would never arrive in it.
    const pause = { ...fastRetry, initialDelayMs: 60_000, maxDelayMs: 60_000 };
    const { app, smtp, store } = await relayingAppOn(engine, { mailTo }, { retry: pause });
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' ? mailboxFull : undefined;
    const post = async (name: string) =>
      (await postJson(app, { ...validMessage, name })).json<{ id: string }>().id;
    const salesGot = (count: number) => () =>
      smtp.received.filter((mail) => mail.to.includes('sales@company.test')).length === count;

    const first = await post('Jane Doe');
    await waitFor(salesGot(1));
    await waitFor(async () => (await deliveryOf(store, first))?.state === 'queued');
    // Its next try, for the full mailbox alone, now rather than in a minute.
    await store.db.updateTable('jobs').set({ run_at: 0 }).where('key', '=', first).execute();
    // Settled, not only claimed: the pause its deferral may bring comes with the settle.
    await waitFor(async () => (await settledTries(store, first)) === 2);

    await post('John Roe');
    await waitFor(salesGot(2));
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['sales@company.test'],
      ['sales@company.test'],
    ]);
  });

  it('a 4xx to the message itself leaves every address that took the envelope for the next try', async () => {
    const { app, smtp, store } = await relayingAppOn(engine, { mailTo });
    // The mailbox is full until the first copy arrives; the first message is greylisted.
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' && smtp.received.length === 0 ? mailboxFull : undefined;
    let greylisted = false;
    smtp.respond = () => {
      if (greylisted) return undefined;
      greylisted = true;
      return { code: 451, message: 'Greylisted, try again later' };
    };

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['sales@company.test'],
      ['ceo@company.test'],
    ]);
    expect(await deliveryOf(store, id)).toMatchObject({ attempts: 3 });
  });
});
