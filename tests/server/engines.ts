import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject, onTestFinished } from 'vitest';
import type { Engine } from '../../server/store/store';

/**
 * The store's two engines. PostgreSQL needs a server: TEST_DATABASE_URL names one (`npm test`
 * starts a throwaway cluster for it); each test gets a schema of its own there, in its worker's
 * database, dropped after it. Without it the PostgreSQL half fails, saying so: never skipped.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

const engines: Engine[] = ['sqlite', 'postgres'];

/** `describe` once per engine, named after it. */
export function describeEachEngine(name: string, body: (engine: Engine) => void): void {
  for (const engine of engines) describe(`${name} (${engine})`, () => body(engine));
}

async function runQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

let workerDatabase: Promise<string> | undefined;

/**
 * The database this test file makes its schemas in: its worker's, which no other file uses at the
 * same time. Kysely's migrator reads every schema of its database, and one that a file running
 * beside it drops meanwhile would fail it ("schema … does not exist"). postgresDatabases.ts names
 * the run's databases and drops them at its end.
 */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    if (serverUrl === undefined) {
      throw new Error(
        'TEST_DATABASE_URL is not set: npm test starts a PostgreSQL for the store tests; running vitest alone, set it to a server (postgres://…)',
      );
    }
    const run = inject('postgresRun');
    if (!run) throw new Error('The project runs no postgresDatabases.ts globalSetup');
    const name = `${run}${process.env.VITEST_POOL_ID ?? '0'}`;
    try {
      await runQuery(serverUrl, `create database ${name}`);
    } catch (error) {
      // An earlier file on this worker made it.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/** A fresh, empty PostgreSQL schema for this test; undefined for SQLite. */
export async function databaseUrlFor(engine: Engine): Promise<string | undefined> {
  if (engine === 'sqlite') return undefined;
  const url = await workerDatabaseUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runQuery(url, `create schema ${schema}`);
  onTestFinished(() => runQuery(url, `drop schema ${schema} cascade`));
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}
