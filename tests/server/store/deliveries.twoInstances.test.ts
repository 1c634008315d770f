import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { headersOf, postJson, validMessage, waitFor } from '../helper';
import { leadsIn } from '../storeHelper';
import { buildTwoInstances } from './sharedStore';

describeEachEngine('two instances on one store', (engine) => {
  it('both accept and send, each message once, and one carries on when the other stops', async () => {
    const { apps, smtp, store } = await buildTwoInstances(engine, { rateLimitMax: 1000 });
    const post = (index: number) =>
      postJson(apps[index % 2] ?? apps[0], { ...validMessage, company: `Burst ${index}` });

    const burst = await Promise.all(Array.from({ length: 20 }, (_, index) => post(index)));
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 20);
    await apps[0].close();
    expect((await postJson(apps[1], validMessage)).statusCode).toBe(202);
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 21);

    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(202));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messageIds = smtp.received.map((mail) => headersOf(mail.raw).get('message-id')?.[0]);
    expect(messageIds).toHaveLength(21);
    expect(new Set(messageIds).size).toBe(21);
  });
});
