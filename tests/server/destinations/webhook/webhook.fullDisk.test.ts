import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { postJson, validMessage } from '../../helper';
import { buildWebhookApp, startWebhookReceiver } from './webhookReceiver';

it('a lead that cannot be queued for the CRM is refused with 503 and stored nowhere', async () => {
  const receiver = await startWebhookReceiver();
  const { app, config } = await buildWebhookApp(receiver);
  // Root ignores permissions, so a file where webhook/pending should be fails the write.
  await rm(join(config.outboxDir, 'webhook', 'pending'), { recursive: true });
  await writeFile(join(config.outboxDir, 'webhook', 'pending'), '');

  expect((await postJson(app, validMessage)).statusCode).toBe(503);
  expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([]);
  expect(receiver.requests).toEqual([]);
});
