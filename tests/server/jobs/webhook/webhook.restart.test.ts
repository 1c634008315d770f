import { expect, it } from 'vitest';
import { buildTestApp, validMessage, waitFor } from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { openStoreOf, seedLead } from '../../storeHelper';
import { instanceStartMs, leadsWhose, spawnInstance } from '../deliveryHelper';
import { fastWebhook, startWebhookReceiver, webhookConfig } from './webhookReceiver';

/** A claim that lapses within a second of its worker's death (twice the request's timeout). */
const shortClaim = { ...fastWebhook, timeoutMs: 500 };

describeEachEngine('the CRM webhook across a kill -9', (engine) => {
  it('a request in flight when the process died is sent again by the next start, under the same id; every lead arrives', async () => {
    const receiver = await startWebhookReceiver();
    const { app, config } = await buildTestApp({
      ...webhookConfig(receiver),
      ...(await latestStoreFor(engine)),
    });
    await app.close();
    // Queued straight into the store once no runner is left: posted to the app, a lead could
    // meet the pass its start began, which claimed and sent it (1 run in 8).
    const store = await openStoreOf(config);
    const ids: string[] = [];
    for (const name of ['Jane Doe', 'John Roe', 'Ann Poe']) {
      ids.push(
        await seedLead(store, 'pending', { message: { ...validMessage, name }, webhook: true }),
      );
    }
    receiver.answer = () => ({ status: 200, delayMs: 60_000 });

    // Killed while the CRM holds back its answer to the first lead. On a loaded machine the kill
    // may come after the request's 500 ms timeout and its next try: still the first lead's.
    const instance = spawnInstance(config, { webhookTimings: shortClaim });
    await waitFor(() => receiver.requests.length >= 1, instanceStartMs);
    await instance.kill9();
    receiver.answer = () => ({ status: 200 });

    await buildTestApp(config, { webhookTimings: shortClaim });

    await waitFor(async () => (await leadsWhose(store, 'webhook', 'sent')).length === 3);
    expect(new Set(receiver.ids())).toEqual(new Set(ids));
    expect(receiver.ids()[0]).toBe(ids[0]);
    expect(receiver.ids().filter((id) => id === ids[0]).length).toBeGreaterThanOrEqual(2);
  }, 300_000);
});
