import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { startWebhookSink } from './webhookSink';

describeEachEngine('partial refusal', (engine) => {
  it('a message one MAIL_TO address refused for good raises lead_moved_to_failed with the SMTP code, not the address', async () => {
    const webhook = await startWebhookSink();
    const { app, smtp } = await buildRelayingApp({
      mailTo: ['sales@company.test', 'ceo@company.test'],
      alertWebhookUrl: webhook.url,
      ...(await latestStoreFor(engine)),
    });
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' ? { code: 550, message: 'No such user' } : undefined;

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(() => webhook.received.length === 1);
    const text = (webhook.received[0]?.body as { text: string }).text;
    expect(text).toMatch(/^\[lead_moved_to_failed\] /);
    expect(text).toContain(`Contact message ${id} was not delivered (SMTP 550 at RCPT TO)`);
    expect(text).not.toContain('company.test');
    for (const personal of Object.values(validMessage)) expect(text).not.toContain(personal);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('contact_messages_failed_total 1');
    expect(metrics).not.toContain('contact_messages_delivered_total 1');
  });
});
