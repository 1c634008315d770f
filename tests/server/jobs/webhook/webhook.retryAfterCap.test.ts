import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import type { DeliveryView } from '../../../../server/store/leads';
import { deliveryOf } from '../deliveryHelper';
import { buildWebhookApp, fastWebhook, startWebhookReceiver } from './webhookReceiver';

const maxDelayMs = 400;

describeEachEngine('a Retry-After beyond any timer', (engine) => {
  it.each([
    [429, 'the destination pauses'],
    [500, 'the lead waits'],
  ])(
    'Retry-After: 9999999999 on a %i (%s): the next try comes after at most maxDelayMs, and no faster',
    async (status) => {
      const receiver = await startWebhookReceiver();
      receiver.answer = () => ({ status, headers: { 'retry-after': '9999999999' } });
      const { app, store } = await buildWebhookApp(engine, receiver, {
        timings: { ...fastWebhook, retry: { ...fastWebhook.retry, maxDelayMs } },
      });

      const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
      // The first try's due time for the next, read before `readAt`, so written before it too:
      // past readAt + maxDelayMs, the cap let it through, however late the machine ran the try.
      let queued: DeliveryView | undefined;
      await waitFor(async () => {
        queued = await deliveryOf(store, id, 'webhook');
        // Claimed, a try counts an attempt already; its answer is in once its error is.
        return queued?.state === 'queued' && queued.lastError !== undefined;
      });
      const readAt = Date.now();
      expect(Date.parse(queued?.nextAttemptAt ?? '')).toBeLessThanOrEqual(readAt + maxDelayMs);

      // A wait past setTimeout's 2^31-1 ms fires at once: hundreds of tries a second. Each gap's
      // floor is the cap, which a loaded machine can only stretch.
      await waitFor(() => receiver.requests.length >= 3);
      const [first, second, third] = receiver.requests.map((request) => request.at);
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(maxDelayMs - 5);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(maxDelayMs - 5);
    },
  );
});
