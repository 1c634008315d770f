import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { deleteLead } from '../../../server/store/leadMoves';
import { openStore } from '../../../server/store/openStore';
import { purgeLeads } from '../../../server/store/retention';
import type { Store } from '../../../server/store/store';
import { databaseUrlFor } from '../engines';
import { tempDir } from '../helper';
import { seedLead } from '../storeHelper';

async function connected(connectionString: string | undefined) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

/**
 * Until `count` statements wait for `holder`'s locks, directly or behind one that does, or 5 s
 * (then the test goes on). Others' tests share the database: their lock waits are not these. Read
 * outside any transaction: inside one, PostgreSQL shows the activity as it was at its first read.
 */
async function untilWaiting(watcher: pg.Client, holder: number, count: number) {
  const giveUpAt = Date.now() + 5_000;
  while (Date.now() < giveUpAt) {
    const { rows } = await watcher.query<{ waiting: number }>(
      `with waits as (
         select pid, pg_blocking_pids(pid) as blockers from pg_stat_activity
         where wait_event_type = 'Lock' and datname = current_database()
       )
       select count(*)::int as waiting from waits
       where $1 = any(blockers)
         or exists (select 1 from waits ahead where ahead.pid = any(waits.blockers) and $1 = any(ahead.blockers))`,
      [holder],
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A lead whose e-mail and webhook are done, settled in `order` (each rewrites its job's row). */
async function deliveredLead(store: Store, receivedAt: Date, order: ('email' | 'webhook')[]) {
  const id = await seedLead(store, 'pending', { receivedAt, webhook: true });
  for (const task of order) {
    await store.db
      .updateTable('jobs')
      .set({ state: 'done', attempts: 1 })
      .where('task', '=', task)
      .where('key', '=', id)
      .execute();
  }
  return id;
}

/**
 * Each delete adds to job_totals as its statement ends, a row per task, in the order it met the
 * jobs. The two leads' jobs lie in opposite orders on disk: read in that order (a sequential or
 * bitmap scan), the two transactions take the e-mail and webhook totals in opposite orders and
 * one of them is a deadlock's victim. PostgreSQL reads them by jobs_key (task, then key), e-mail
 * before webhook for both. SQLite has one writer at a time: no row locks to wait for each other.
 */
describe('job_totals while a retention batch and a person delete leads at once (postgres)', () => {
  it('both finish: each takes the totals e-mail first, whatever order its jobs lie in', async () => {
    const databaseUrl = await databaseUrlFor('postgres');
    const store = await openStore({ dataDir: await tempDir('data'), databaseUrl });
    onTestFinished(() => store.close());
    // Retention's lead: the CRM had it before the inbox. The person's: the other way round.
    await deliveredLead(store, new Date('2026-01-01T00:00:00Z'), ['webhook', 'email']);
    const recent = await deliveredLead(store, new Date(), ['email', 'webhook']);
    const [holder, watcher] = await Promise.all([connected(databaseUrl), connected(databaseUrl)]);

    // The person's delete waits for the e-mail total, then retention's batch; both go on at once.
    const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    const holderPid = rows[0]?.pid ?? 0;
    await holder.query('begin');
    await holder.query("select task from job_totals where task = 'email' for update");
    const deleting = deleteLead(store, recent);
    await untilWaiting(watcher, holderPid, 1);
    const purging = purgeLeads(store, {
      sentBefore: Date.parse('2026-02-01T00:00:00Z'),
      spamBefore: 0,
      webhook: true,
    });
    await untilWaiting(watcher, holderPid, 2);
    await holder.query('commit');

    expect(await Promise.allSettled([deleting, purging])).toEqual([
      { status: 'fulfilled', value: true },
      { status: 'fulfilled', value: { sent: 1, spam: 0 } },
    ]);
    expect(await store.db.selectFrom('leads').select('id').execute()).toEqual([]);
    expect(
      await store.db.selectFrom('job_totals').select(['task', 'done']).orderBy('task').execute(),
    ).toEqual([
      { task: 'email', done: 0 },
      { task: 'webhook', done: 0 },
    ]);
  });
});
