import { expect, it } from 'vitest';
import { freePort } from '../../../bench/freePort';
import { honeypotOnly, postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { currentWording } from '../../intake/consentHelper';
import { deliveryOf, leadsWhose, relayingAppOn, resendWindow } from '../deliveryHelper';
import {
  buildWebhookApp,
  crmSecret,
  fastWebhook,
  nextCrmSecret,
  startWebhookReceiver,
  verify,
} from './webhookReceiver';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachEngine('the CRM webhook', (engine) => {
  it('POSTs each lead once, signed, under its id, with every field, the page, when it arrived and the SMS consent', async () => {
    const receiver = await startWebhookReceiver();
    const { app, config, smtp, store } = await buildWebhookApp(engine, receiver);

    const { id } = (
      await postJson(app, { ...validMessage, consentVersion: currentWording.id })
    ).json<{ id: string }>();

    await waitFor(async () => (await leadsWhose(store, 'webhook', 'sent')).length === 1);
    const [request] = receiver.requests;
    expect(receiver.requests).toHaveLength(1);
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
        attribution: { source: 'direct' },
      },
    });
    expect(request?.body).not.toContain('127.0.0.1');
    await waitFor(() => smtp.received.length === 1);
  });

  it('with two secrets, a receiver holding either one verifies the request', async () => {
    const receiver = await startWebhookReceiver(nextCrmSecret);
    const { app } = await buildWebhookApp(engine, receiver, {
      secrets: [crmSecret, nextCrmSecret],
    });

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
    const { app, store } = await buildWebhookApp(engine, receiver);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id, 'webhook'))?.state === 'sent');
    expect(receiver.ids()).toEqual([id, id, id, id]);
    expect(await deliveryOf(store, id, 'webhook')).toMatchObject({ attempts: 4 });
  });

  it('429 with Retry-After: waits at least that long before the next try, same id', async () => {
    const receiver = await startWebhookReceiver();
    let limited = true;
    receiver.answer = () => {
      if (!limited) return { status: 200 };
      limited = false;
      return { status: 429, headers: { 'retry-after': '1' } };
    };
    const { app, store } = await buildWebhookApp(engine, receiver, {
      timings: { ...fastWebhook, retry: { ...fastWebhook.retry, maxDelayMs: 2000 } },
    });

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id, 'webhook'))?.state === 'sent');
    const [first, second] = receiver.requests.map((request) => request.at);
    expect(receiver.ids()).toEqual([id, id]);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('a 4xx is parked as refused for a person, never retried; the mail still goes', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answer = () => ({ status: 422 });
    const { app, smtp, store } = await buildWebhookApp(engine, receiver);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id, 'webhook'))?.state === 'failed');
    await resendWindow();
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveryOf(store, id, 'webhook')).toMatchObject({
      failure: 'refused',
      lastError: 'refused: HTTP 422',
    });
    await waitFor(() => smtp.received.length === 1);
  });

  it('410 stops all sending to the endpoint and keeps every lead queued', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answer = () => ({ status: 410 });
    const { app, store } = await buildWebhookApp(engine, receiver);

    await postJson(app, validMessage);
    await waitFor(() => receiver.requests.length === 1);
    await postJson(app, { ...validMessage, name: 'John Roe' });
    // The first lead is queued again once its try is settled, which a loaded machine may do late.
    await waitFor(async () => (await leadsWhose(store, 'webhook', 'queued')).length === 2);
    await after(500);

    expect(receiver.requests).toHaveLength(1);
    expect(await leadsWhose(store, 'webhook', 'queued')).toHaveLength(2);
  });

  it('a receiver slower than the timeout gets the lead again under the same id (at least once)', async () => {
    const receiver = await startWebhookReceiver();
    let slow = true;
    receiver.answer = () => {
      const delayMs = slow ? 3000 : 0;
      slow = false;
      return { status: 200, delayMs };
    };
    const { app, store } = await buildWebhookApp(engine, receiver);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id, 'webhook'))?.state === 'sent');
    expect(receiver.ids()).toEqual([id, id]);
  });

  it('receiver down then up: every lead arrives, and the mail never waited for it', async () => {
    // Not port 0's: another test's server could be given it while this one is down.
    const port = await freePort();
    const down = await startWebhookReceiver(crmSecret, port);
    await down.close();
    const { app, smtp, store } = await buildWebhookApp(engine, down);

    await postJson(app, validMessage);
    await postJson(app, { ...validMessage, name: 'John Roe' });
    await waitFor(() => smtp.received.length === 2);
    expect(await leadsWhose(store, 'webhook', 'queued')).toHaveLength(2);

    const up = await startWebhookReceiver(crmSecret, port);
    await waitFor(async () => (await leadsWhose(store, 'webhook', 'sent')).length === 2);
    expect(new Set(up.ids()).size).toBe(2);
  });

  it('SMTP down never delays the CRM', async () => {
    const receiver = await startWebhookReceiver();
    const { app, smtp } = await buildWebhookApp(engine, receiver);
    smtp.refuseConnections = { code: 421, message: 'Service not available' };

    await postJson(app, validMessage);

    await waitFor(() => receiver.ids().length === 1);
    expect(smtp.received).toEqual([]);
  });

  it('a honeypot lead goes to neither destination', async () => {
    const receiver = await startWebhookReceiver();
    const { app, smtp } = await buildWebhookApp(engine, receiver, { overrides: honeypotOnly });

    await postJson(app, { ...validMessage, website: 'http://spam.example' });
    await after(500);

    expect(receiver.requests).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('without LEAD_WEBHOOK_URL nothing is sent and no webhook delivery is queued', async () => {
    const receiver = await startWebhookReceiver();
    const { app, smtp, store } = await relayingAppOn(engine);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(() => smtp.received.length === 1);
    await resendWindow();

    expect(receiver.requests).toEqual([]);
    expect(await deliveryOf(store, id, 'webhook')).toBeUndefined();
  });
});
