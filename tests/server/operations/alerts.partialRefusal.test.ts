import { expect, it } from 'vitest';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { readLead } from '../../../server/store/leads';
import { openStoreOf } from '../storeHelper';
import { startWebhookSink } from './webhookSink';

describeEachEngine('partial refusal', (engine) => {
  it('a message some MAIL_TO recipients refused raises lead_partially_refused with the id and count only', async () => {
    const webhook = await startWebhookSink();
    const { app, smtp, config } = await buildRelayingApp({
      mailTo: ['sales@company.test', 'ceo@company.test'],
      alertWebhookUrl: webhook.url,
      databaseUrl: await databaseUrlFor(engine),
    });
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' ? { code: 550, message: 'No such user' } : undefined;

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(() => webhook.received.length === 1);
    const text = (webhook.received[0]?.body as { text: string }).text;
    expect(text).toMatch(/^\[lead_partially_refused\] /);
    expect(text).toContain(id);
    expect(text).toContain('refused 1 of the MAIL_TO recipients');
    expect(text).not.toContain('ceo@company.test');
    for (const personal of Object.values(validMessage)) expect(text).not.toContain(personal);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('contact_messages_partially_refused_total 1');
    const lead = await readLead(await openStoreOf(config), id);
    expect(lead?.deliveries.email).toMatchObject({
      state: 'sent',
      rejectedRecipients: ['ceo@company.test'],
    });
  });
});
