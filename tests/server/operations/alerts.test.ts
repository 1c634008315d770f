import { expect, it } from 'vitest';
import { freePort } from '../../bench/freePort';
import { Alerter } from '../../../server/operations/alerts';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { leadsIn, openStoreOf, openTestStore, seedLead } from '../storeHelper';
import { runAlerts } from './alertRunner';
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
      ...(await latestStoreFor(engine)),
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
    const deadWebhook = `http://127.0.0.1:${await freePort()}/hook`;
    const { app, smtp, config } = await buildRelayingApp({
      alertWebhookUrl: deadWebhook,
      ...(await latestStoreFor(engine)),
    });
    smtp.respond = (raw) =>
      raw.includes('Refused Corp') ? { code: 554, message: 'Refused' } : undefined;
    const store = await openStoreOf(config);

    await postJson(app, { ...validMessage, company: 'Refused Corp' });
    await waitFor(async () => (await leadsIn(store, 'failed')).length === 1);
    for (let index = 0; index < 3; index += 1) {
      expect((await postJson(app, validMessage)).statusCode).toBe(202);
    }

    await waitFor(async () => (await leadsIn(store, 'sent')).length === 3, 10_000);
    expect(smtp.received).toHaveLength(3);
  });

  it('posts each alert as a job the runner tries again on its backoff, and gives it up after its last try', async () => {
    const webhook = await startWebhookSink();
    webhook.statuses = [500, 503];
    const store = await openTestStore(engine);
    const { lines, log } = recordingLog();
    const clock = { now: Date.parse('2028-01-01T09:00:00Z') };
    const retry = { initialDelayMs: 1000, maxDelayMs: 1000, giveUpAfterMs: 2000 };
    const { alerter, check } = runAlerts(store, { log, clock, webhookUrl: webhook.url, retry });
    const triesOver = async (seconds: number) => {
      for (let second = 0; second <= seconds; second += 1) {
        await check();
        clock.now += 1000;
      }
    };

    await alerter.raise('lead_pending_too_long', 'Stuck', { pending: 2 });
    await triesOver(3);
    expect(webhook.received).toHaveLength(3);
    expect(lines.filter((line) => line.fields.event === 'job_given_up')).toEqual([]);

    webhook.statuses = [500, 500, 500];
    await alerter.raise('lead_pending_too_long', 'Still stuck', { pending: 2 });
    await triesOver(3);
    expect(webhook.received).toHaveLength(6);
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      fields: { event: 'job_given_up', task: 'alert' },
      text: 'Job given up: gave up after 3 tries: Alert webhook did not accept the alert: HTTP 500',
    });
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(4);
  });

  it('logs every alert at error level with its stable event name, and posts nothing without a webhook', async () => {
    const store = await openTestStore(engine);
    const { lines, log } = recordingLog();
    const alerter = new Alerter({ store, log, webhook: false, queued: () => {} });

    await alerter.raise('lead_moved_to_failed', 'Refused', { messageId: 'x', failed: 1 });

    expect(lines).toEqual([
      {
        level: 'error',
        fields: { event: 'lead_moved_to_failed', messageId: 'x', failed: 1 },
        text: 'Refused',
      },
    ]);
    expect(await store.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });
});
