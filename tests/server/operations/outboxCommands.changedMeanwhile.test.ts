import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';
import { crmSecret } from '../jobs/webhook/webhookReceiver';

const leadWebhook = { url: 'https://crm.example.com/hooks', secrets: [crmSecret] };

/**
 * While a command queues `first` for `task`, someone else queues `second` again: the command
 * listed it as it was, and finds it changed when it gets to it.
 */
async function queuedMeanwhile(store: Store, task: string, first: string, second: string) {
  const requeue = `update jobs set state = 'queued', failure = null where task = '${task}' and key = '${second}'`;
  if (store.engine === 'sqlite') {
    await sql`create trigger meanwhile after update of state on jobs
      when new.task = ${sql.lit(task)} and new.key = ${sql.lit(first)} and new.state = 'queued'
      begin ${sql.raw(requeue)}; end`.execute(store.db);
    return;
  }
  await sql`create function meanwhile() returns trigger language plpgsql as $$
      begin ${sql.raw(requeue)}; return new; end $$`.execute(store.db);
  await sql`create trigger meanwhile after update of state on jobs for each row
      when (new.task = ${sql.lit(task)} and new.key = ${sql.lit(first)} and new.state = 'queued'
        and old.state <> 'queued')
      execute function meanwhile()`.execute(store.db);
}

async function parkedFor(store: Store, task: 'email' | 'webhook', count: number) {
  const ids: string[] = [];
  for (let lead = 0; lead < count; lead += 1) {
    const id = await seedLead(store, 'sent', {
      receivedAt: new Date(Date.now() - (count - lead) * 1000),
      webhook: true,
    });
    await store.db
      .updateTable('jobs')
      .set({ state: 'failed', failure: 'refused', last_error: 'refused' })
      .where('task', '=', task)
      .where('key', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

describeEachEngine('a bulk command meeting a lead changed under it', (engine) => {
  it('retry --all-failed skips it, queues the rest, and counts what it queued', async () => {
    const { config, store } = await commandStore(engine);
    const [first, second, third] = await parkedFor(store, 'email', 3);
    if (!first || !second || !third) throw new Error('not seeded');
    // It goes newest first.
    await queuedMeanwhile(store, 'email', third, second);

    const result = await outboxCommand(config, 'retry', '--all-failed');

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Skipped: ${second} changed while this command ran; not queued`,
    );
    expect(result.stdout).toContain('Queued 2 failed message(s) for the inbox again.');
    expect(result.stdout).not.toContain('nothing queued');
  });

  it('retry-webhook --all-failed skips it and queues the rest', async () => {
    const { config, store } = await commandStore(engine, { leadWebhook });
    const [first, second, third] = await parkedFor(store, 'webhook', 3);
    if (!first || !second || !third) throw new Error('not seeded');
    await queuedMeanwhile(store, 'webhook', first, second);

    const result = await outboxCommand(config, 'retry-webhook', '--all-failed');

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Queued ${first} for the CRM webhook again`);
    expect(result.stdout).toContain(`Skipped: ${second} changed while this command ran`);
    expect(result.stdout).toContain(`Queued ${third} for the CRM webhook again`);
  });

  it('replay --since says which lead it could not queue, never that it queued it', async () => {
    const { config, store } = await commandStore(engine, { leadWebhook });
    const [first, second] = await parkedFor(store, 'webhook', 2);
    if (!first || !second) throw new Error('not seeded');
    await queuedMeanwhile(store, 'webhook', first, second);

    const result = await outboxCommand(config, 'replay', '--since', '1h');

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Queued ${first} for the CRM webhook again (was failed)`);
    expect(result.stdout).toContain(`Skipped: ${second} changed while this command ran`);
    expect(result.stdout).not.toContain(`Queued ${second}`);
  });
});
