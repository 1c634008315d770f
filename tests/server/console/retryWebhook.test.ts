import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, post, signedInMember } from './consoleHelper';

describeEachEngine('console webhook retry', (engine) => {
  it('refuses to queue the CRM webhook when none is configured, as the CLI does', async () => {
    // The lead's webhook failed while LEAD_WEBHOOK_URL was set; it has been unset since.
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

    const retried = await post(app, `/leads/${id}/retry`, { destination: 'webhook' }, cookie);

    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toEqual({
      error: 'No LEAD_WEBHOOK_URL is configured: there is no CRM webhook to send to',
      code: 'conflict',
    });
    const job = await store.db
      .selectFrom('jobs')
      .select('state')
      .where('task', '=', 'webhook')
      .where('key', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.state).toBe('failed');
  });
});
