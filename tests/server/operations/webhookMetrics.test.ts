import { backlogReuseMs } from '../../../server/operations/metrics';
import { expect, it } from 'vitest';
import { fastWebhook, startWebhookReceiver, webhookConfig } from '../jobs/webhook/webhookReceiver';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { sample } from './opsHelper';

describeEachEngine('the CRM webhook in /metrics', (engine) => {
  it('counts webhook deliveries, retries and failures, and its backlog', async () => {
    const receiver = await startWebhookReceiver();
    const answers = [500, 200, 422];
    receiver.answer = () => ({ status: answers.shift() ?? 200 });
    const { app } = await buildRelayingApp(
      {
        ...webhookConfig(receiver),
        ...(await latestStoreFor(engine)),
      },
      { webhookTimings: fastWebhook },
    );

    await postJson(app, validMessage);
    await waitFor(() => receiver.requests.length === 2);
    await postJson(app, { ...validMessage, name: 'John Roe' });
    await waitFor(() => receiver.requests.length === 3);
    // The worker counts a failure once the store has it, a moment after the answer.
    const scrape = async () => (await app.inject({ url: '/metrics' })).body;
    await waitFor(async () => sample(await scrape(), 'lead_webhook_failed_total') === 1);
    // Scrapes share one count of the store for 5 s: the next one after that sees it settled.
    await new Promise((resolve) => setTimeout(resolve, backlogReuseMs + 100));

    const metrics = await scrape();
    expect(sample(metrics, 'lead_webhook_delivered_total')).toBe(1);
    expect(sample(metrics, 'lead_webhook_retries_total')).toBe(1);
    expect(sample(metrics, 'lead_webhook_failed_total')).toBe(1);
    expect(sample(metrics, 'lead_webhook_pending')).toBe(0);
    expect(sample(metrics, 'lead_webhook_oldest_undelivered_age_seconds')).toBe(0);
  });

  it('counts the leads waiting while the CRM is down', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answer = () => ({ status: 503 });
    const { app } = await buildRelayingApp(
      { ...webhookConfig(receiver), ...(await latestStoreFor(engine)) },
      { webhookTimings: fastWebhook },
    );

    await postJson(app, validMessage);
    await postJson(app, validMessage);
    await waitFor(() => receiver.requests.length >= 1);

    const metrics = (await app.inject({ url: '/metrics' })).body;
    expect(sample(metrics, 'lead_webhook_pending')).toBe(2);
    expect(sample(metrics, 'lead_webhook_delivered_total')).toBe(0);
  });
});
