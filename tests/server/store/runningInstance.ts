import pg from 'pg';

/**
 * An instance of the version before, on the store's PostgreSQL schema, in the middle of a
 * transaction of its own: `commit` ends it. `waitedFor` resolves once another session (the new
 * version migrating) waits for a lock it holds.
 */
export async function runningInstance(url: string | undefined, statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  await client.query('begin');
  for (const statement of statements) await client.query(statement);
  return {
    waitedFor: () => waitUntilWaitedFor(url, pid),
    async commit() {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Asked from a session of its own: a transaction sees pg_stat_activity as it first read it. */
async function waitUntilWaitedFor(url: string | undefined, pid: number | undefined) {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (let tries = 0; tries < 500; tries += 1) {
      const { rows } = await watcher.query(
        'select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the migration never waited for the running instance');
  } finally {
    await watcher.end();
  }
}
