import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { WebhookQueue } from '../../../server/destinations/webhook/webhookQueue';
import { Outbox } from '../../../server/outbox/outbox';
import { runOutboxCommand } from '../../../server/operations/outboxCommands';
import { applyRetention } from '../../../server/operations/retention';
import { tempDir } from '../helper';
import { crmSecret } from '../destinations/webhook/webhookReceiver';
import { outboxCommand, storeMessage } from './opsHelper';

async function webhookOutbox() {
  const config = {
    ...loadConfig({ OUTBOX_DIR: await tempDir('outbox-webhook-') }),
    leadWebhook: { url: 'https://crm.example.com/hooks', secrets: [crmSecret] },
  };
  const outbox = new Outbox(config.outboxDir);
  const queue = new WebhookQueue(outbox);
  await outbox.init();
  await queue.init();
  return { config, outbox, queue };
}

const delivered = {
  state: 'sent' as const,
  attempts: 1,
  firstAttemptAt: '2026-01-01T10:00:01.000Z',
  lastAttemptAt: '2026-01-01T10:00:01.000Z',
};

it("list and status show the webhook's state of each lead beside the e-mail's", async () => {
  const { config, queue } = await webhookOutbox();
  const sent = await storeMessage(config, 'sent', new Date('2026-01-01T10:00:00Z'));
  const waiting = await storeMessage(config, 'pending', new Date('2026-01-01T11:00:00Z'));
  await queue.settle(sent, 'sent', delivered);
  await queue.enqueue(waiting);

  const list = await outboxCommand(config, 'list', '--json');
  const status = await outboxCommand(config, 'status');

  expect(JSON.parse(list.stdout)).toMatchObject([
    { id: waiting, folder: 'pending', webhook: 'pending' },
    { id: sent, folder: 'sent', webhook: 'sent' },
  ]);
  expect((await outboxCommand(config, 'list')).stdout).toMatch(/WEBHOOK\n/);
  expect(status.stdout).toContain(
    'CRM webhook:         configured, sending to https://crm.example.com',
  );
  expect(status.stdout).toMatch(/Webhook pending: {5}1, oldest waiting/);
  expect(status.stdout).toContain('Webhook sent:        1');
});

it('without LEAD_WEBHOOK_URL, list and status print what they always did', async () => {
  const { config } = await webhookOutbox();
  await storeMessage(config, 'sent', new Date('2026-01-01T10:00:00Z'));
  const plain = { ...config, leadWebhook: undefined };

  expect((await outboxCommand(plain, 'list')).stdout).not.toContain('WEBHOOK');
  expect(JSON.parse((await outboxCommand(plain, 'list', '--json')).stdout)[0]).not.toHaveProperty(
    'webhook',
  );
  expect((await outboxCommand(plain, 'status')).stdout).not.toMatch(/CRM webhook|Webhook /);
  expect((await outboxCommand(plain, 'replay', 'x')).stderr).toContain('No LEAD_WEBHOOK_URL');
});

it('replay <id> queues a delivered lead again; replay --since every lead of that time', async () => {
  const { config, queue } = await webhookOutbox();
  const now = Date.parse('2026-01-02T12:00:00Z');
  const old = await storeMessage(config, 'sent', new Date('2025-12-01T10:00:00Z'));
  const recent = await storeMessage(config, 'sent', new Date('2026-01-02T10:00:00Z'));
  for (const id of [old, recent]) await queue.settle(id, 'sent', delivered);

  expect((await outboxCommand(config, 'replay', old)).code).toBe(0);
  expect(await queue.folderOf(old)).toBe('pending');
  const since = await runAt(config, now, 'replay', '--since', '1d');

  expect(since.stdout).toContain(`Queued ${recent}`);
  expect(await queue.list('pending')).toEqual([old, recent].sort());
  expect((await outboxCommand(config, 'replay', '--since', 'soon')).code).toBe(2);
});

it('retry-webhook moves webhook/failed back to the queue', async () => {
  const { config, queue } = await webhookOutbox();
  const id = await storeMessage(config, 'sent', new Date('2026-01-01T10:00:00Z'));
  await queue.settle(id, 'failed', { ...delivered, state: 'failed', failure: 'refused' });

  expect((await outboxCommand(config, 'retry-webhook', '--all-failed')).code).toBe(0);
  expect(await queue.folderOf(id)).toBe('pending');
  expect((await outboxCommand(config, 'retry-webhook', id)).code).toBe(1);
});

it('release from spam/ queues the lead for the CRM as well as for the mail', async () => {
  const { config, queue } = await webhookOutbox();
  const id = await storeMessage(config, 'spam', new Date('2026-01-01T10:00:00Z'));

  expect((await outboxCommand(config, 'release', id)).code).toBe(0);
  expect(await queue.folderOf(id)).toBe('pending');
  expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([`${id}.eml`]);
});

it('retention keeps a delivered mail whose lead still waits for the CRM or for a person there', async () => {
  const { config, outbox, queue } = await webhookOutbox();
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  const waiting = await storeMessage(config, 'sent', at('2020-01-01'));
  const parked = await storeMessage(config, 'sent', at('2020-01-02'));
  const done = await storeMessage(config, 'sent', at('2020-01-03'));
  await queue.enqueue(waiting);
  await queue.settle(parked, 'failed', { ...delivered, state: 'failed', failure: 'refused' });
  await queue.settle(done, 'sent', delivered);

  const removed = await applyRetention(
    outbox,
    { sentDays: 30, spamDays: 30, consentDays: 1826 },
    Date.now(),
  );

  expect(removed.sent).toBe(1);
  expect((await readdir(join(config.outboxDir, 'sent'))).sort()).toEqual(
    [`${waiting}.eml`, `${parked}.eml`].sort(),
  );
  expect(await queue.folderOf(done)).toBeUndefined();
});

/** outboxCommand at a fixed time, for durations. */
async function runAt(config: Parameters<typeof outboxCommand>[0], now: number, ...argv: string[]) {
  let stdout = '';
  const code = await runOutboxCommand(argv, {
    config,
    now: () => now,
    print: (text) => (stdout += `${text}\n`),
    printError: () => undefined,
  });
  return { code, stdout };
}
