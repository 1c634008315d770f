import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../helper';
import { describeEachEngine } from '../engines';
import { buildWebhookApp, fastWebhook, startWebhookReceiver } from './webhook/webhookReceiver';

const burstWait = { quietMs: 300, maxWaitMs: 1000 };
/** Timers never fire early, but Date.now() may read a millisecond behind them. */
const clockSkewMs = 2;

describeEachEngine('the runner waits for a burst to end', (engine) => {
  /** The app on `engine` with a CRM that notes when each lead arrives. */
  async function crmWithBurstWait() {
    const receiver = await startWebhookReceiver();
    const { app } = await buildWebhookApp(engine, receiver, {
      timings: { ...fastWebhook, burstWait },
      overrides: { rateLimitMax: 1000 },
    });
    /** Posts a lead; returns when it began. */
    const post = async (name: string) => {
      const startedAt = Date.now();
      expect((await postJson(app, { ...validMessage, name })).statusCode).toBe(202);
      return startedAt;
    };
    return { receiver, post };
  }

  it('sends a single lead once quietMs have passed without another, not before', async () => {
    const { receiver, post } = await crmWithBurstWait();

    const postedAt = await post('Jane Doe');

    await waitFor(() => receiver.requests.length === 1);
    const waited = (receiver.requests[0]?.at ?? 0) - postedAt;
    expect(waited).toBeGreaterThanOrEqual(burstWait.quietMs - clockSkewMs);
    expect(waited).toBeLessThan(burstWait.maxWaitMs);
  });

  it('holds a burst until it ends, then sends all of it', async () => {
    const { receiver, post } = await crmWithBurstWait();

    let lastPostedAt = 0;
    for (const name of ['Jane Doe', 'John Roe', 'Ann Poe', 'Max Moe']) {
      lastPostedAt = await post(name);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await waitFor(() => receiver.requests.length === 4);
    for (const request of receiver.requests) {
      expect(request.at - lastPostedAt).toBeGreaterThanOrEqual(burstWait.quietMs - clockSkewMs);
    }
  });

  it('never holds a lead longer than maxWaitMs while leads keep coming', async () => {
    const { receiver, post } = await crmWithBurstWait();

    const firstPostedAt = await post('Lead 0');
    let lastPostedAt = firstPostedAt;
    for (let lead = 1; lead < 16; lead += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lastPostedAt = await post(`Lead ${lead}`);
    }

    await waitFor(() => receiver.requests.length > 0);
    const firstArrivedAt = receiver.requests[0]?.at ?? 0;
    // Sent while leads still came (waiting for the burst to end would send it quietMs after the
    // last), and not before maxWaitMs. No upper bound in ms: a loaded machine delays any timer.
    expect(firstArrivedAt).toBeLessThan(lastPostedAt);
    expect(firstArrivedAt - firstPostedAt).toBeGreaterThanOrEqual(
      burstWait.maxWaitMs - clockSkewMs,
    );
  });
});
