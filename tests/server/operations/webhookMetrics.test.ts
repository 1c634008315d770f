import { expect, it } from 'vitest';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import {
  fastWebhook,
  startWebhookReceiver,
  webhookConfig,
} from '../destinations/webhook/webhookReceiver';
import { startWebhookSink } from './webhookSink';

it('/metrics counts webhook deliveries, retries and failures; a refusal raises an alert', async () => {
  const receiver = await startWebhookReceiver();
  const alerts = await startWebhookSink();
  const answers = [500, 200, 422];
  receiver.answer = () => ({ status: answers.shift() ?? 200 });
  const { app } = await buildRelayingApp(
    { ...webhookConfig(receiver), alertWebhookUrl: alerts.url },
    { webhookTimings: fastWebhook },
  );

  await postJson(app, validMessage);
  await waitFor(() => receiver.requests.length === 2);
  const { id } = (await postJson(app, { ...validMessage, name: 'John Roe' })).json<{
    id: string;
  }>();
  await waitFor(() => alerts.received.length === 1);

  const metrics = (await app.inject({ url: '/metrics' })).body;
  expect(metrics).toMatch(/^lead_webhook_delivered_total 1$/m);
  expect(metrics).toMatch(/^lead_webhook_retries_total 1$/m);
  expect(metrics).toMatch(/^lead_webhook_failed_total 1$/m);
  expect(metrics).toMatch(/^lead_webhook_oldest_undelivered_age_seconds 0$/m);
  expect(alerts.received[0]?.body).toEqual({
    text: expect.stringMatching(
      new RegExp(
        `^\\[lead_webhook_failed\\] Lead ${id} was not delivered to the CRM webhook \\(refused: HTTP 422\\)`,
      ),
    ),
  });
});

it('without LEAD_WEBHOOK_URL /metrics has no webhook series', async () => {
  const { app } = await buildRelayingApp();
  expect((await app.inject({ url: '/metrics' })).body).not.toContain('lead_webhook');
});
