import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { openStoreOf } from '../../storeHelper';
import { deliveryOf, resendWindow } from '../deliveryHelper';
import { startScriptedSmtpServer } from './scriptedSmtpServer';

const mailTo = ['sales@company.test', 'ceo@company.test'];

describeEachEngine('e-mail cut off on its try for the addresses still waiting', (engine) => {
  it('names the inbox to check, not the one an earlier try reached', async () => {
    // The first try reaches sales alone; the second, for ceo, never hears back about the dot.
    // Cut off by a dropped connection, not a short dataReplyMs: that would bound the first try too.
    const smtp = await startScriptedSmtpServer({
      rcpt: (address) =>
        address === 'ceo@company.test' && smtp.arrivals.length === 0
          ? '452 4.2.2 Mailbox full, try again later'
          : undefined,
      dot: (count) => (count === 2 ? 'hangUp' : undefined),
    });
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      smtpUrl: smtp.url,
      mailTo,
    });
    const store = await openStoreOf(config);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');
    await resendWindow();
    const delivery = await deliveryOf(store, id);
    expect(delivery).toMatchObject({ failure: 'unconfirmed', attempts: 2 });
    expect(smtp.arrivals.map((arrival) => arrival.to)).toEqual([
      ['sales@company.test'],
      ['ceo@company.test'],
    ]);
    // A person who looked for the Message-ID in sales' inbox would find the first try's copy
    // there and never retry, and ceo would never get the lead.
    expect(delivery?.lastError).toMatch(
      /check the inbox of ceo@company\.test \(sales@company\.test had it already\) for its Message-ID/,
    );
  });
});
