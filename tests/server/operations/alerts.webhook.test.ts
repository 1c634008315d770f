import { expect, it } from 'vitest';
import { fastWebhook, startWebhookReceiver, webhookConfig } from '../jobs/webhook/webhookReceiver';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { startWebhookSink } from './webhookSink';

describeEachEngine('alerts of the CRM webhook', (engine) => {
  async function appAnswering(status: number) {
    const receiver = await startWebhookReceiver();
    receiver.answer = () => ({ status });
    const alerts = await startWebhookSink();
    const { app } = await buildRelayingApp(
      {
        ...webhookConfig(receiver),
        alertWebhookUrl: alerts.url,
        ...(await latestStoreFor(engine)),
      },
      { webhookTimings: fastWebhook },
    );
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(() => alerts.received.length === 1);
    return { id, text: (alerts.received[0]?.body as { text: string }).text };
  }

  it('a lead the CRM refuses raises lead_webhook_failed with its id and the fix, no personal data', async () => {
    const { id, text } = await appAnswering(422);

    expect(text).toBe(
      `[lead_webhook_failed] Lead ${id} was not delivered to the CRM webhook (refused: HTTP 422); it waits for a person. Fix the cause, then \`npm run outbox -- retry-webhook ${id}\`.`,
    );
    for (const personal of Object.values(validMessage)) expect(text).not.toContain(personal);
  });

  it('a CRM that answers 410 Gone raises lead_webhook_disabled', async () => {
    const { text } = await appAnswering(410);

    expect(text).toMatch(
      /^\[lead_webhook_disabled\] The CRM webhook answered .*410.* \(Gone\): nothing more is sent to it until the server restarts; every lead stays queued\./,
    );
  });
});
