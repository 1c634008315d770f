import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { listLeads } from '../../../../server/store/leadPages';
import type { Store } from '../../../../server/store/store';
import { postJson, validMessage } from '../../helper';
import { describeEachEngine } from '../../engines';
import { resendWindow } from '../deliveryHelper';
import { buildWebhookApp, startWebhookReceiver } from './webhookReceiver';

/** From now on the store fails to queue any lead for the CRM, as a full disk would. */
async function refuseWebhookDeliveries(store: Store): Promise<void> {
  if (store.engine === 'sqlite') {
    await sql`create trigger full_disk before insert on deliveries when new.destination = 'webhook'
      begin select raise(abort, 'database or disk is full'); end`.execute(store.db);
    return;
  }
  await sql`create function full_disk() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device'; end $$`.execute(
    store.db,
  );
  await sql`create trigger full_disk before insert on deliveries for each row
      when (new.destination = 'webhook') execute function full_disk()`.execute(store.db);
}

describeEachEngine('a store that cannot queue the CRM delivery', (engine) => {
  it('refuses the lead with 503 and keeps none of it: neither mailed nor posted', async () => {
    const receiver = await startWebhookReceiver();
    const { app, smtp, store } = await buildWebhookApp(engine, receiver);
    await refuseWebhookDeliveries(store);

    expect((await postJson(app, validMessage)).statusCode).toBe(503);

    await resendWindow();
    expect(await listLeads(store)).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });
});
