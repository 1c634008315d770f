import { expect, it } from 'vitest';
import { Alerter } from '../../../server/operations/alerts';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildRelayingApp, postJson, unusedPort, validMessage, waitFor } from '../helper';
import { leadsIn, openStoreOf, seedLead } from '../storeHelper';
import { startWebhookSink } from './webhookSink';

function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; text: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, text = '') =>
      lines.push({ level, fields, text });
  return {
    lines,
    log: { error: at('error'), warn: at('warn'), info: at('info') } as never,
  };
}

describeEachEngine('alerts of the relay', (engine) => {
  it('a message parked as failed reaches the webhook as one Slack/Teams {text} POST with the id and the counts, no personal data', async () => {
    const webhook = await startWebhookSink();
    const { app, smtp, config } = await buildRelayingApp({
      alertWebhookUrl: webhook.url,
      databaseUrl: await databaseUrlFor(engine),
    });
    smtp.respond = (raw) =>
      raw.includes('Refused Corp') ? { code: 550, message: 'Unknown recipient' } : undefined;
    // Another lead, not due for a minute: still pending when the alert counts.
    await seedLead(await openStoreOf(config), 'pending', {
      receivedAt: new Date(Date.now() + 60_000),
    });

    const { id } = (await postJson(app, { ...validMessage, company: 'Refused Corp' })).json<{
      id: string;
    }>();

    await waitFor(() => webhook.received.length === 1);
    const [alert] = webhook.received;
    expect(alert?.contentType).toBe('application/json');
    expect(Object.keys(alert?.body as object)).toEqual(['text']);
    const text = (alert?.body as { text: string }).text;
    expect(text).toMatch(/^\[lead_moved_to_failed\] /);
    expect(text).toContain(`Contact message ${id} was not delivered (SMTP 550 at DATA)`);
    expect(text).toContain('(now 1 failed, 1 pending)');
    for (const personal of Object.values(validMessage)) expect(text).not.toContain(personal);
  });

  it('a dead webhook changes nothing for delivery: later messages are still relayed at once', async () => {
    const deadWebhook = `http://127.0.0.1:${await unusedPort()}/hook`;
    const { app, smtp, config } = await buildRelayingApp({
      alertWebhookUrl: deadWebhook,
      databaseUrl: await databaseUrlFor(engine),
    });
    smtp.respond = (raw) =>
      raw.includes('Refused Corp') ? { code: 554, message: 'Refused' } : undefined;
    const store = await openStoreOf(config);

    await postJson(app, { ...validMessage, company: 'Refused Corp' });
    await waitFor(async () => (await leadsIn(store, 'failed')).length === 1);
    for (let index = 0; index < 3; index += 1) {
      expect((await postJson(app, validMessage)).statusCode).toBe(202);
    }

    await waitFor(async () => (await leadsIn(store, 'sent')).length === 3, 2000);
    expect(smtp.received).toHaveLength(3);
  });
});

it('retries a webhook that answers 500, then gives up with a warning after its last try', async () => {
  const webhook = await startWebhookSink();
  webhook.statuses = [500, 503];
  const { lines, log } = recordingLog();
  const alerter = new Alerter({ webhookUrl: webhook.url, log, retryDelaysMs: [10, 10] });

  alerter.raise('lead_pending_too_long', 'Stuck', { pending: 2 });
  await alerter.settled();
  expect(webhook.received).toHaveLength(3);
  expect(lines.filter((line) => line.level === 'warn')).toEqual([]);

  webhook.statuses = [500, 500, 500];
  alerter.raise('lead_pending_too_long', 'Still stuck', { pending: 2 });
  await alerter.settled();
  expect(webhook.received).toHaveLength(6);
  expect(lines.at(-1)).toMatchObject({
    level: 'warn',
    fields: { event: 'lead_pending_too_long', problem: 'HTTP 500' },
  });
});

it('logs every alert at error level with its stable event name, with or without a webhook', () => {
  const { lines, log } = recordingLog();
  new Alerter({ webhookUrl: undefined, log }).raise('lead_moved_to_failed', 'Refused', {
    messageId: 'x',
    failed: 1,
  });
  expect(lines).toEqual([
    {
      level: 'error',
      fields: { event: 'lead_moved_to_failed', messageId: 'x', failed: 1 },
      text: 'Refused',
    },
  ]);
});
