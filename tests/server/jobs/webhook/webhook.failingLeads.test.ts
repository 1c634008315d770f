import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { leadsWhose } from '../deliveryHelper';
import { buildWebhookApp, fastWebhook, startWebhookReceiver } from './webhookReceiver';

const leadRetry = { ...fastWebhook.retry, initialDelayMs: 500, maxDelayMs: 1000 };

describeEachEngine('the CRM failing each lead', (engine) => {
  it('a CRM answering 500 three times to each lead before taking it: all five leads posted together are delivered, none held by another', async () => {
    const receiver = await startWebhookReceiver();
    const failures = new Map<string, number>();
    receiver.answer = (request) => {
      const id = String(request.headers['webhook-id']);
      failures.set(id, (failures.get(id) ?? 0) + 1);
      return { status: (failures.get(id) ?? 0) <= 3 ? 500 : 200 };
    };
    const { app, store } = await buildWebhookApp(engine, receiver, {
      timings: { ...fastWebhook, retry: leadRetry },
    });

    const names = ['Jane Doe', 'John Roe', 'Ann Poe', 'Max Moe', 'Eve Lee'];
    const posted = await Promise.all(names.map((name) => postJson(app, { ...validMessage, name })));
    const ids = posted.map((response) => response.json<{ id: string }>().id).sort();

    await waitFor(async () => (await leadsWhose(store, 'webhook', 'sent')).length === 5);
    expect(await leadsWhose(store, 'webhook', 'sent')).toEqual(ids);
    expect([...failures.values()]).toEqual([4, 4, 4, 4, 4]);
    // A 500 defers its lead alone, so the first round reaches all five at once; were the whole
    // destination paused after each, it would take at least 500 + 1000 + 1000 + 1000 ms. Five
    // tries one after another take a few ms; the bound leaves a loaded machine 3 s for them.
    const firstRound = receiver.requests.slice(0, 5);
    expect(new Set(firstRound.map((request) => request.headers['webhook-id'])).size).toBe(5);
    expect((firstRound[4]?.at ?? 0) - (firstRound[0]?.at ?? 0)).toBeLessThan(3000);
  });
});
