import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
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
      const { app } = await buildWebhookApp(engine, receiver, {
        timings: { ...fastWebhook, retry: { ...fastWebhook.retry, maxDelayMs } },
      });

      await postJson(app, validMessage);
      await waitFor(() => receiver.requests.length === 1);
      const firstAt = receiver.requests[0]?.at ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const gap = (receiver.requests[1]?.at ?? Infinity) - firstAt;
      expect(gap).toBeGreaterThanOrEqual(maxDelayMs - 5);
      expect(gap).toBeLessThanOrEqual(1000);
      // A wait past setTimeout's 2^31-1 ms fires at once: hundreds of tries a second.
      const inTheSecond = receiver.requests.filter((request) => request.at - firstAt <= 1000);
      expect(inTheSecond.length).toBeLessThanOrEqual(1000 / maxDelayMs + 2);
    },
  );
});
