import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { openStoreOf } from '../../storeHelper';
import { deliveryOf, resendWindow } from '../deliveryHelper';
import { startScriptedSmtpServer } from './scriptedSmtpServer';

describeEachEngine('e-mail deferred at the DATA command', (engine) => {
  it('is tried again, and every MAIL_TO address gets it once', async () => {
    const smtp = await startScriptedSmtpServer({
      data: (count) => (count === 1 ? '451 4.3.0 Try again later' : undefined),
    });
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      smtpUrl: smtp.url,
      mailTo: ['sales@company.test', 'ceo@company.test'],
    });
    const store = await openStoreOf(config);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.arrivals.map((arrival) => arrival.to)).toEqual([
      ['sales@company.test', 'ceo@company.test'],
    ]);
    expect(smtp.arrivals[0]?.raw).toContain(`<${id}@company.test>`);
    expect(await deliveryOf(store, id)).toMatchObject({
      attempts: 2,
      lastError: expect.stringContaining('451 4.3.0 Try again later'),
    });
  });
});
