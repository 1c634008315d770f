import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import type { Store } from './store';

type Work = (trx: Transaction<Database>) => Promise<void>;
interface Queued {
  work: Work;
  done: (error?: unknown) => void;
}

/**
 * Runs `work` in a transaction. On SQLite the pieces of work that arrive together share one:
 * SQLite commits one transaction at a time, and better-sqlite3 waits for each commit's fsync on
 * the event loop, so one transaction per lead would hold every visitor's request behind every
 * other's disk flush. Each piece runs in a savepoint of its own: one that fails (a rate limit, a
 * spent token) is rolled back alone, and all are durable at the one commit, or none are.
 * PostgreSQL runs transactions side by side and groups its own commits: there, one each.
 */
export function transactionsFor(
  store: Pick<Store, 'db' | 'engine'>,
): (work: Work) => Promise<void> {
  if (store.engine === 'postgres') {
    return (work) => store.db.transaction().execute(work);
  }
  let queue: Queued[] = [];
  const flush = async () => {
    const group = queue;
    queue = [];
    const failures = new Map<Queued, unknown>();
    try {
      await store.db.transaction().execute(async (trx) => {
        for (const item of group) {
          await sql`savepoint accept`.execute(trx);
          try {
            await item.work(trx);
            await sql`release savepoint accept`.execute(trx);
          } catch (error) {
            await sql`rollback to savepoint accept`.execute(trx);
            await sql`release savepoint accept`.execute(trx);
            failures.set(item, error);
          }
        }
      });
    } catch (error) {
      for (const item of group) item.done(error);
      return;
    }
    for (const item of group) item.done(failures.get(item));
  };
  return (work) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ work, done: (error) => (error === undefined ? resolve() : reject(error)) });
    });
}
