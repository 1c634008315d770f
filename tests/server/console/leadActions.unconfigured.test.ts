import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, signedInMember } from './consoleHelper';

// The lead's webhook failed while LEAD_WEBHOOK_URL was set; it has been unset since. Its retry
// is refused every time (retryWebhook.test.ts): the lead's page must not offer it.
describeEachEngine('console lead actions with the CRM webhook unset', (engine) => {
  it('offers no retry to a destination no longer configured', async () => {
    const { app, store, config } = await consoleApp(engine);
    expect(config.leadWebhook).toBeUndefined();
    const { cookie } = await signedInMember(app, store);
    const id = await seedLead(store, 'sent', { webhook: true });
    await store.db
      .updateTable('jobs')
      .set({ state: 'failed', failure: 'gave-up', last_error: 'timed out' })
      .where('task', '=', 'webhook')
      .where('key', '=', id)
      .execute();

    const lead = (await get(app, `/leads/${id}`, cookie)).json();

    expect(lead.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ destination: 'webhook', state: 'failed' }),
      ]),
    );
    expect(lead.actions.retry).toEqual([]);
  });
});
