import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildRelayingApp, honeypotOnly, postJson, validMessage, waitFor } from '../../helper';
import { currentWording } from '../../intake/consentHelper';
import {
  buildWebhookApp,
  crmSecret,
  nextCrmSecret,
  startWebhookReceiver,
  verify,
} from './webhookReceiver';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const webhookFiles = (dir: string, folder: string) => readdir(join(dir, 'webhook', folder));

it('POSTs each lead once, signed, under its id, with every field, the page, when it arrived and the SMS consent', async () => {
  const receiver = await startWebhookReceiver();
  const { app, config, smtp } = await buildWebhookApp(receiver);

  const { id } = (
    await postJson(app, { ...validMessage, consentVersion: currentWording.id })
  ).json<{ id: string }>();

  await waitFor(() => receiver.requests.length === 1);
  await waitFor(async () => (await webhookFiles(config.outboxDir, 'sent')).length === 1);
  const [request] = receiver.requests;
  expect(request?.headers['content-type']).toBe('application/json');
  expect(request?.headers['webhook-id']).toBe(id);
  expect(Number(request?.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
  expect(request?.verified).toEqual({
    type: 'lead.created',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    data: {
      id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      page: `${config.siteUrl}/contact`,
      fields: validMessage,
      smsConsent: true,
      consent: {
        version: currentWording.id,
        text: currentWording.text,
        sha256: currentWording.sha256,
      },
    },
  });
  expect(request?.body).not.toContain('127.0.0.1');
  await waitFor(() => smtp.received.length === 1);
});

it('with two secrets, a receiver holding either one verifies the request', async () => {
  const receiver = await startWebhookReceiver(nextCrmSecret);
  const { app } = await buildWebhookApp(receiver, [crmSecret, nextCrmSecret]);

  await postJson(app, validMessage);

  await waitFor(() => receiver.requests.length === 1);
  const [request] = receiver.requests;
  expect(request?.verified).toBeDefined();
  expect(verify(crmSecret, request?.headers ?? {}, request?.body ?? '')).toBeDefined();
});

it('500s, then 200: retried under the same webhook-id until the CRM takes it', async () => {
  const receiver = await startWebhookReceiver();
  let failures = 3;
  receiver.answer = () => ({ status: failures-- > 0 ? 500 : 200 });
  const { app, config } = await buildWebhookApp(receiver);

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(async () => (await webhookFiles(config.outboxDir, 'sent')).length === 1);
  expect(receiver.ids()).toEqual([id, id, id, id]);
});

it('429 with Retry-After: waits at least that long before the next try, same id', async () => {
  const receiver = await startWebhookReceiver();
  let limited = true;
  receiver.answer = () => {
    if (!limited) return { status: 200 };
    limited = false;
    return { status: 429, headers: { 'retry-after': '1' } };
  };
  const { app, config } = await buildWebhookApp(receiver);

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(async () => (await webhookFiles(config.outboxDir, 'sent')).length === 1, 10_000);
  const [first, second] = receiver.requests.map((request) =>
    Number(request.headers['webhook-timestamp']),
  );
  expect(receiver.ids()).toEqual([id, id]);
  expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1);
});

it('a 4xx is parked in webhook/failed for a person, never retried; the mail still goes', async () => {
  const receiver = await startWebhookReceiver();
  receiver.answer = () => ({ status: 422 });
  const { app, config, smtp } = await buildWebhookApp(receiver);

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(async () => (await webhookFiles(config.outboxDir, 'failed')).length === 1);
  await after(300);
  expect(receiver.requests).toHaveLength(1);
  expect(await webhookFiles(config.outboxDir, 'pending')).toEqual([]);
  await waitFor(() => smtp.received.length === 1);
  expect(id).toBeTruthy();
});

it('410 stops all sending to the endpoint and keeps every lead queued', async () => {
  const receiver = await startWebhookReceiver();
  receiver.answer = () => ({ status: 410 });
  const { app, config } = await buildWebhookApp(receiver);

  await postJson(app, validMessage);
  await waitFor(() => receiver.requests.length === 1);
  await postJson(app, { ...validMessage, name: 'John Roe' });
  await after(500);

  expect(receiver.requests).toHaveLength(1);
  expect(await webhookFiles(config.outboxDir, 'pending')).toHaveLength(2);
});

it('a receiver slower than the timeout gets the lead again under the same id (at least once)', async () => {
  const receiver = await startWebhookReceiver();
  let slow = true;
  receiver.answer = () => {
    const delayMs = slow ? 3000 : 0;
    slow = false;
    return { status: 200, delayMs };
  };
  const { app, config } = await buildWebhookApp(receiver);

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(async () => (await webhookFiles(config.outboxDir, 'sent')).length === 1, 10_000);
  expect(receiver.ids()).toEqual([id, id]);
}, 15_000);

it('receiver down then up: every lead arrives, and the mail never waited for it', async () => {
  const down = await startWebhookReceiver();
  const port = down.port;
  await down.close();
  const { app, config, smtp } = await buildWebhookApp(down);

  await postJson(app, validMessage);
  await postJson(app, { ...validMessage, name: 'John Roe' });
  await waitFor(() => smtp.received.length === 2);
  expect(await webhookFiles(config.outboxDir, 'pending')).toHaveLength(2);

  const up = await startWebhookReceiver(crmSecret, port);
  await waitFor(() => up.ids().length === 2, 10_000);
  expect(new Set(up.ids()).size).toBe(2);
});

it('SMTP down never delays the CRM', async () => {
  const receiver = await startWebhookReceiver();
  const { app, smtp } = await buildWebhookApp(receiver);
  smtp.refuseConnections = { code: 421, message: 'Service not available' };

  await postJson(app, validMessage);

  await waitFor(() => receiver.ids().length === 1);
  expect(smtp.received).toEqual([]);
});

it('a honeypot lead goes to neither destination', async () => {
  const receiver = await startWebhookReceiver();
  const { app, smtp } = await buildWebhookApp(receiver, undefined, honeypotOnly);

  await postJson(app, { ...validMessage, website: 'http://spam.example' });
  await after(500);

  expect(receiver.requests).toEqual([]);
  expect(smtp.received).toEqual([]);
});

it('without LEAD_WEBHOOK_URL nothing is sent and no webhook folder exists', async () => {
  const receiver = await startWebhookReceiver();
  const { app, config, smtp } = await buildRelayingApp();

  await postJson(app, validMessage);
  await waitFor(() => smtp.received.length === 1);
  await after(300);

  expect(receiver.requests).toEqual([]);
  expect(await readdir(config.outboxDir)).not.toContain('webhook');
});
