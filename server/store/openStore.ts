import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';
import type { Connection, Store } from './store';

export interface StoreSettings {
  /** the data folder: the SQLite file lives here when no database URL is given */
  dataDir: string;
  /** postgres://… : PostgreSQL, shared by every instance */
  databaseUrl: string | undefined;
  /** PostgreSQL connections at most: the server's 10 by default */
  connections?: number;
}

export const sqliteFileName = 'leads.sqlite';

/**
 * A write transaction takes SQLite's write lock when it begins, not at its first write: one that
 * read first could otherwise find another process's commit in between and fail at once instead
 * of waiting out busy_timeout (the outbox command and the server share the file).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite's DDL is transactional; Kysely's adapter says otherwise and would run each migration's
 * statements alone, so one cut off half-way left its first tables behind for good.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

const cachedStatements = 500;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles SQL on each prepare: about a
 * tenth of the server's time under a load of leads. The same SQL reuses its compiled statement,
 * the least recently used going first. Safe because nothing here streams a query: a statement is
 * done with before the next query starts.
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else {
        statement = database.prepare(sql);
        if (cache.size >= cachedStatements) cache.delete(cache.keys().next().value ?? '');
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

function openSqlite(dataDir: string): Connection {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, sqliteFileName);
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  // Every commit reaches the disk before the visitor hears "sent": WAL's default (NORMAL) may
  // lose the last commits in a power cut.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  // What is deleted is overwritten with zeros, not left readable in a free part of the file: a
  // visitor salt past its 48 hours (insight/visitors.ts), a lead past its retention.
  database.pragma('secure_delete = on');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, engine: 'sqlite', location: file, close: () => db.destroy() };
}

/** BIGINT (our times in ms) comes back as a number: they stay far below 2^53. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

function openPostgres(url: string, connections = 10): Connection {
  const pool = new pg.Pool({ connectionString: url, max: connections, types });
  // An idle connection the server drops must not take the process with it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const { host, pathname } = new URL(url);
  return {
    db,
    engine: 'postgres',
    location: `postgres://${host}${pathname}`,
    close: () => db.destroy(),
  };
}

/**
 * Runs `work` in a transaction. On SQLite the pieces of work that arrive together share one:
 * SQLite commits one transaction at a time, and better-sqlite3 waits for each commit's fsync on
 * the event loop, so one transaction per lead would hold every visitor's request behind every
 * other's disk flush. Each piece runs in a savepoint of its own: one that fails (a rate limit, a
 * spent token) is rolled back alone, and all are durable at the one commit, or none are.
 * PostgreSQL runs transactions side by side and groups its own commits: there, one each.
 */
function transactionsFor(store: Connection): Store['transact'] {
  if (store.engine === 'postgres') {
    return (work) => store.db.transaction().execute(work);
  }
  let queue: { work: Parameters<Store['transact']>[0]; done: (error?: unknown) => void }[] = [];
  const flush = async () => {
    const group = queue;
    queue = [];
    const failures = new Map<(typeof group)[number], unknown>();
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
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ work, done: (error) => (error === undefined ? resolve() : reject(error)) });
    });
}

/** The database the settings name, as it is: its schema neither checked nor migrated. */
export function connectStore({ dataDir, databaseUrl, connections }: StoreSettings): Connection {
  return databaseUrl === undefined ? openSqlite(dataDir) : openPostgres(databaseUrl, connections);
}

/** Opens the store the settings name and brings its schema up to date. */
export async function openStore(settings: StoreSettings): Promise<Store> {
  const connection = connectStore(settings);
  try {
    await migrateToLatest(connection.db as Kysely<unknown>, connection.engine);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return { ...connection, transact: transactionsFor(connection) };
}
