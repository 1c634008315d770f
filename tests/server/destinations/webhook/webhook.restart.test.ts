import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp, postJson, unusedPort, validMessage, waitFor } from '../../helper';
import { restart, spawnServer } from '../email/deliveryHelper';
import { crmSecret, fastWebhook, startWebhookReceiver, webhookConfig } from './webhookReceiver';

it('kill -9 while a request is in flight, then a restart: every lead reaches the CRM, each under one id', async () => {
  const closed = { url: `http://127.0.0.1:${await unusedPort()}/crm` };
  const { app, config } = await buildTestApp(webhookConfig(closed), {
    webhookTimings: { ...fastWebhook, retry: { ...fastWebhook.retry, initialDelayMs: 60_000 } },
  });
  const ids: string[] = [];
  for (const name of ['Jane Doe', 'John Roe', 'Ann Poe']) {
    ids.push((await postJson(app, { ...validMessage, name })).json<{ id: string }>().id);
  }
  await app.close();
  const receiver = await startWebhookReceiver();
  receiver.answer = () => ({ status: 200, delayMs: 60_000 });

  // The real server, killed while the CRM holds back its answer to the first lead.
  const server = spawnServer(config, {
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: crmSecret,
    LEAD_WEBHOOK_ALLOW_HTTP: 'true',
  });
  await waitFor(() => receiver.requests.length === 1, 45_000);
  server.child.kill('SIGKILL');
  await server.exited;
  receiver.answer = () => ({ status: 200 });

  await restart({ ...config, leadWebhook: { url: receiver.url, secrets: [crmSecret] } });

  await waitFor(async () => (await readdir(join(config.outboxDir, 'webhook/sent'))).length === 3);
  expect(new Set(receiver.ids())).toEqual(new Set(ids));
  expect(receiver.ids()[0]).toBe(ids[0]);
  expect(receiver.ids().filter((id) => id === ids[0])).toHaveLength(2);
}, 60_000);
