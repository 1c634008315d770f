import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { openStoreOf, seedLead } from '../storeHelper';
import { sample } from './opsHelper';

/**
 * Counting the backlog reads every delivery of the store: seconds with a million leads. Scrapers
 * and a load balancer among the operators' addresses that ask often share one count for 5 s.
 */
describeEachEngine('the backlog at /metrics and /readyz', (engine) => {
  it('is counted at most once every 5 s however often it is asked', async () => {
    const { app, config } = await buildTestApp(await latestStoreFor(engine));
    await postJson(app, validMessage);
    // Opened ahead: the second look must come well within the 5 s of the first.
    const store = await openStoreOf(config);
    const pendingAt = {
      metrics: async () =>
        sample((await app.inject({ url: '/metrics' })).body, 'contact_outbox_pending'),
      readyz: async () =>
        (await app.inject({ url: '/readyz' })).json<{ outbox: { pending: number } }>().outbox
          .pending,
    };
    expect([await pendingAt.metrics(), await pendingAt.readyz()]).toEqual([1, 1]);

    await seedLead(store, 'pending');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([await pendingAt.metrics(), await pendingAt.readyz()]).toEqual([1, 1]);

    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect([await pendingAt.metrics(), await pendingAt.readyz()]).toEqual([2, 2]);
  });
});
