import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { deliveryOf } from '../deliveryHelper';
import { buildWebhookApp, fastWebhook, startWebhookReceiver } from './webhookReceiver';

const timeoutMs = 500;

describeEachEngine('a CRM trickling its answer', (engine) => {
  it('an answer trickling a byte at a time is cut at timeoutMs overall and the lead sent again, same id', async () => {
    const receiver = await startWebhookReceiver();
    // 40 bytes, one every 100 ms: 4 s in all, yet never idle for long.
    receiver.answer = () =>
      receiver.requests.length === 1
        ? { status: 200, trickle: { body: 'x'.repeat(40), byteEveryMs: 100 } }
        : { status: 200 };
    const { app, store } = await buildWebhookApp(engine, receiver, {
      timings: { ...fastWebhook, timeoutMs },
    });

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id, 'webhook'))?.state === 'sent');
    expect(receiver.ids()).toEqual([id, id]);
    // Named by the overall deadline, which fires long before the answer's last byte however
    // slow the machine: the answer's drip runs on the same timers, a byte at a time.
    expect(await deliveryOf(store, id, 'webhook')).toMatchObject({
      attempts: 2,
      lastError: `no answer within ${timeoutMs} ms`,
    });
  });
});
