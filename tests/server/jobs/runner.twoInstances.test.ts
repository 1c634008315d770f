import { expect, it, onTestFinished } from 'vitest';
import { buildTestApp, postJson, startSmtpSink, validMessage, waitFor } from '../helper';
import { describeEachEngine, latestStoreFor } from '../engines';
import { leadsIn, openStoreOf } from '../storeHelper';
import { copiesOf, resendWindow } from './deliveryHelper';

describeEachEngine('two instances on one store', (engine) => {
  it('never send one lead twice: 50 leads posted to both in turn reach the inbox once each', async () => {
    const smtp = await startSmtpSink();
    onTestFinished(() => smtp.close());
    const first = await buildTestApp({
      smtpUrl: smtp.url,
      ...(await latestStoreFor(engine)),
      rateLimitMax: 1000,
    });
    const second = await buildTestApp(first.config);
    const store = await openStoreOf(first.config);

    const posted = await Promise.all(
      Array.from({ length: 50 }, (_, lead) =>
        postJson(lead % 2 === 0 ? first.app : second.app, {
          ...validMessage,
          name: `Lead ${lead}`,
        }),
      ),
    );
    const ids = posted.map((response) => response.json<{ id: string }>().id);

    await waitFor(async () => (await leadsIn(store, 'sent')).length === 50);
    await resendWindow();
    const received = smtp.received.map((mail) => mail.raw);
    expect(received).toHaveLength(50);
    expect(ids.filter((id) => copiesOf(received, id) !== 1)).toEqual([]);
  });
});
