import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { countDelivered, readDestinationBacklog } from '../../../server/store/backlog';
import { openStore } from '../../../server/store/openStore';
import type { JobState } from '../../../server/store/schema';
import type { Store } from '../../../server/store/store';
import { describe } from 'vitest';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';
import { storeAtMigration } from './storeAtMigration';

const states: JobState[] = ['queued', 'sending', 'done', 'failed'];
const tasks = ['email', 'webhook'] as const;
const keys = ['a', 'b', 'c', 'd', 'e'];

const job = (task: string, key: string, state: JobState) => ({
  task,
  key,
  payload: null,
  state,
  run_at: 0,
  attempts: 0,
});

/** Every way the server writes jobs: inserts, upserts (a requeue), updates and deletes of many. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    rows: fc.uniqueArray(
      fc.record({
        task: fc.constantFrom(...tasks),
        key: fc.constantFrom(...keys),
        state: fc.constantFrom(...states),
      }),
      { minLength: 1, maxLength: 4, selector: (row) => `${row.task}/${row.key}` },
    ),
  }),
  fc.record({
    kind: fc.constantFrom('upsert' as const, 'update' as const, 'delete' as const),
    keys: fc.subarray(keys, { minLength: 1 }),
    state: fc.constantFrom(...states),
  }),
);

type Step = typeof change extends fc.Arbitrary<infer T> ? T : never;

async function apply(store: Store, step: Step) {
  if (step.kind === 'insert') {
    await store.db
      .insertInto('jobs')
      .values(step.rows.map((row) => job(row.task, row.key, row.state)))
      .onConflict((conflict) => conflict.columns(['task', 'key']).doNothing())
      .execute();
  } else if (step.kind === 'upsert') {
    await store.db
      .insertInto('jobs')
      .values(step.keys.map((key) => job('email', key, step.state)))
      .onConflict((conflict) =>
        conflict.columns(['task', 'key']).doUpdateSet({ state: step.state }),
      )
      .execute();
  } else if (step.kind === 'update') {
    await store.db
      .updateTable('jobs')
      .set({ state: step.state })
      .where('key', 'in', step.keys)
      .execute();
  } else {
    await store.db.deleteFrom('jobs').where('key', 'in', step.keys).execute();
  }
}

/** Each task's done and failed jobs, counted the long way. */
async function counted(store: Store) {
  const rows = await store.db
    .selectFrom('jobs')
    .select((eb) => ['task', 'state', eb.fn.countAll<number>().as('count')])
    .groupBy(['task', 'state'])
    .execute();
  const count = (task: string, state: JobState) =>
    Number(rows.find((row) => row.task === task && row.state === state)?.count ?? 0);
  return Object.fromEntries(
    tasks.map((task) => [task, { done: count(task, 'done'), failed: count(task, 'failed') }]),
  );
}

/** As status and the scrapes read them. */
async function kept(store: Store) {
  return Object.fromEntries(
    await Promise.all(
      tasks.map(async (task) => [
        task,
        {
          done: await countDelivered(store, task),
          failed: (await readDestinationBacklog(store, task)).failed,
        },
      ]),
    ),
  );
}

describeEachEngine("the kept counts of a task's done and failed jobs", (engine) => {
  it('follows every insert, upsert, update and delete, one row or many a statement', async () => {
    const store = await openTestStore(engine);
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 8 }), async (steps) => {
        await store.db.deleteFrom('jobs').execute();
        for (const step of steps) await apply(store, step);
        expect(await kept(store)).toEqual(await counted(store));
      }),
      { numRuns: 40 },
    );
  });

  it('starts from the done jobs a store already had when it migrates', async () => {
    const { settings, db } = await storeAtMigration(engine, '2026-11-27-1-held-leads');
    await db
      .insertInto('jobs')
      .values([
        job('email', 'a', 'done'),
        job('email', 'b', 'done'),
        job('email', 'c', 'failed'),
        job('webhook', 'a', 'done'),
      ])
      .execute();
    await db.destroy();
    const store = await openStore(settings);
    try {
      expect(await kept(store)).toEqual({
        email: { done: 2, failed: 1 },
        webhook: { done: 1, failed: 0 },
      });
    } finally {
      await store.close();
    }
  });
});

// A purge deletes many jobs in one statement while a runner may be settling one of them.
describe("the kept counts of a task's done and failed jobs (postgres)", () => {
  it('counts a purge and a settle of the same jobs side by side without a deadlock', async () => {
    const store = await openTestStore('postgres');
    await store.db
      .insertInto('jobs')
      .values([
        ...['a', 'b', 'c', 'd'].map((key) => job('email', key, 'done')),
        job('email', 'e', 'sending'),
      ])
      .execute();
    let purge: Promise<unknown> = Promise.resolve();
    await store.db.transaction().execute(async (settle) => {
      // The runner's try holds its job's row while the purge deletes the done jobs and that one.
      await settle.selectFrom('jobs').select('key').where('key', '=', 'e').forUpdate().execute();
      purge = store.db.deleteFrom('jobs').where('task', '=', 'email').execute();
      await waitUntilBlocked(store, settle);
      // A total taken as each row goes (not as the statement ends) would be the purge's by now,
      // and this would deadlock.
      await settle.updateTable('jobs').set({ state: 'done' }).where('key', '=', 'e').execute();
    });
    await purge;
    expect(await kept(store)).toEqual({
      email: { done: 0, failed: 0 },
      webhook: { done: 0, failed: 0 },
    });
  });
});

/** Until another session waits for the transaction `holder`. */
async function waitUntilBlocked(store: Store, holder: Store['db']) {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(holder);
  const pid = rows[0]?.pid;
  for (let tries = 0; tries < 500; tries += 1) {
    const { rows: blocked } = await sql`
      select 1 from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(store.db);
    if (blocked.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the purge never waited for the settling try');
}
