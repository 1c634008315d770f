import { expect, it } from 'vitest';
import { readLead, type DeliveryView } from '../../../server/store/leads';
import type { Store } from '../../../server/store/store';
import { crmSecret } from '../jobs/webhook/webhookReceiver';
import { describeEachEngine } from '../engines';
import { leadsIn, seedLead } from '../storeHelper';
import { commandStore, outboxCommand, outboxCommandAt } from './opsHelper';

const leadWebhook = { url: 'https://crm.example.com/hooks', secrets: [crmSecret] };

/** Where the lead's CRM delivery stands now, as the webhook worker would have left it. */
async function setWebhookState(store: Store, id: string, state: DeliveryView['state']) {
  await store.db
    .updateTable('jobs')
    .set({
      state: state === 'sent' ? 'done' : state,
      attempts: 1,
      ...(state === 'failed' && { failure: 'refused', last_error: 'refused: HTTP 422' }),
    })
    .where('key', '=', id)
    .where('task', '=', 'webhook')
    .execute();
}

const webhookStateOf = async (store: Store, id: string) =>
  (await readLead(store, id))?.deliveries.webhook?.state;

describeEachEngine('the CRM webhook in the outbox command', (engine) => {
  it("list and status show the webhook's state of each lead beside the e-mail's", async () => {
    const { config, store } = await commandStore(engine, { leadWebhook });
    const sent = await seedLead(store, 'sent', {
      receivedAt: new Date('2026-01-01T10:00:00Z'),
      webhook: true,
    });
    await setWebhookState(store, sent, 'sent');
    const waiting = await seedLead(store, 'pending', {
      receivedAt: new Date('2026-01-01T11:00:00Z'),
      webhook: true,
    });
    const parked = await seedLead(store, 'sent', {
      receivedAt: new Date('2026-01-01T09:00:00Z'),
      webhook: true,
    });
    await setWebhookState(store, parked, 'failed');

    const list = await outboxCommand(config, 'list', '--json');
    const status = await outboxCommand(config, 'status');

    expect(JSON.parse(list.stdout)).toMatchObject([
      { id: waiting, folder: 'pending', webhook: 'pending' },
      { id: sent, folder: 'sent', webhook: 'sent' },
      { id: parked, folder: 'sent', webhook: 'failed' },
    ]);
    expect((await outboxCommand(config, 'list')).stdout).toMatch(/ SCREEN +WEBHOOK +SOURCE\n/);
    expect(status.stdout).toContain(
      '\nCRM webhook:         configured, sending to https://crm.example.com\n',
    );
    expect(status.stdout).toMatch(/^Webhook pending: {5}1, oldest waiting /m);
    expect(status.stdout).toMatch(/^Webhook sent: {8}1$/m);
    expect(status.stdout).toMatch(/^Webhook failed: {6}1$/m);
  });

  it('without LEAD_WEBHOOK_URL, list and status leave the webhook out and its commands refuse', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'sent', { webhook: true });

    expect((await outboxCommand(config, 'list')).stdout).not.toContain('WEBHOOK');
    expect(
      JSON.parse((await outboxCommand(config, 'list', '--json')).stdout)[0],
    ).not.toHaveProperty('webhook');
    expect((await outboxCommand(config, 'status')).stdout).not.toMatch(/CRM webhook|Webhook /);
    for (const command of ['replay', 'retry-webhook']) {
      expect(await outboxCommand(config, command, id)).toEqual({
        code: 1,
        stdout: '',
        stderr: 'No LEAD_WEBHOOK_URL is configured: there is no CRM webhook to send to\n',
      });
    }
  });

  it('replay <id> queues a delivered lead again; replay --since every taken lead of that time', async () => {
    const { config, store } = await commandStore(engine, { leadWebhook });
    const now = Date.parse('2026-01-02T12:00:00Z');
    const old = await seedLead(store, 'sent', {
      receivedAt: new Date('2025-12-01T10:00:00Z'),
      webhook: true,
    });
    const recent = await seedLead(store, 'sent', {
      receivedAt: new Date('2026-01-02T10:00:00Z'),
      webhook: true,
    });
    const recentSpam = await seedLead(store, 'spam', {
      receivedAt: new Date('2026-01-02T11:00:00Z'),
    });
    for (const id of [old, recent]) await setWebhookState(store, id, 'sent');

    expect(await outboxCommand(config, 'replay', old)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Queued ${old} for the CRM webhook again (was sent)`),
    });
    expect(await webhookStateOf(store, old)).toBe('queued');
    const since = await outboxCommandAt(now, config, ['replay', '--since', '1d']);

    expect(since.code).toBe(0);
    expect(since.stdout).toContain(`Queued ${recent} for the CRM webhook again (was sent)`);
    expect(since.stdout).not.toContain(old);
    expect(since.stdout).not.toContain(recentSpam);
    expect(await webhookStateOf(store, recent)).toBe('queued');
    expect((await outboxCommand(config, 'replay', old)).stdout).toContain(
      `${old} is already waiting for the CRM`,
    );
    expect(await leadsIn(store, 'sent')).toEqual([old, recent]);
    expect((await outboxCommand(config, 'replay', '--since', 'soon')).code).toBe(2);
  });

  it('retry-webhook queues the leads the CRM refused, and refuses one that is not waiting for a person', async () => {
    const { config, store } = await commandStore(engine, { leadWebhook });
    const refused = await seedLead(store, 'sent', { webhook: true });
    await setWebhookState(store, refused, 'failed');
    const delivered = await seedLead(store, 'sent', { webhook: true });
    await setWebhookState(store, delivered, 'sent');

    const all = await outboxCommand(config, 'retry-webhook', '--all-failed');

    expect(all.code).toBe(0);
    expect(all.stdout).toContain(`Queued ${refused} for the CRM webhook again\n`);
    expect(await webhookStateOf(store, refused)).toBe('queued');
    expect((await outboxCommand(config, 'retry-webhook', '--all-failed')).stdout).toContain(
      'No leads the CRM webhook failed',
    );
    expect(await outboxCommand(config, 'retry-webhook', delivered)).toMatchObject({
      code: 1,
      stderr: `Lead ${delivered} is not waiting for a person at the CRM webhook (see \`npm run outbox -- list\`)\n`,
    });
    expect(await webhookStateOf(store, delivered)).toBe('sent');
  });

  it('release queues the lead for the CRM as well as for the inbox', async () => {
    const { config, store } = await commandStore(engine, { leadWebhook });
    const id = await seedLead(store, 'spam');

    expect((await outboxCommand(config, 'release', id)).code).toBe(0);

    expect((await readLead(store, id))?.deliveries).toMatchObject({
      email: { state: 'queued' },
      webhook: { state: 'queued' },
    });
    expect(await leadsIn(store, 'pending')).toEqual([id]);
  });
});
