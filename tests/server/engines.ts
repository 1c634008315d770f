import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, inject, onTestFinished } from 'vitest';
import { openStore, sqliteFileName } from '../../server/store/openStore';
import type { Engine } from '../../server/store/store';
import { postgresBinDir } from '../testCommand/debianPackages';
import { tempDir } from './helper';

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

function withSearchPath(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

let workerConnection: Promise<pg.Pool> | undefined;

/**
 * Runs `query` on the worker's one connection to its database. Each connection is a PostgreSQL
 * process forked and torn down; one for each schema made and one for each dropped were two of
 * the three or so a test opened. Settings a script changes (pg_dump's search_path) are reset.
 */
async function runInWorkerDatabase(query: string): Promise<void> {
  workerConnection ??= workerDatabaseUrl().then((connectionString) => {
    const pool = new pg.Pool({
      connectionString,
      max: 1,
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    // A connection lost while idle is replaced at the next query, not thrown in the worker.
    pool.on('error', () => undefined);
    return pool;
  });
  const pool = await workerConnection;
  await pool.query(query);
  await pool.query('reset all');
}

/** A schema of this test's own, made by the SQL `create` gives for its name, dropped after it. */
async function schemaFor(create: (schema: string) => string): Promise<string> {
  const url = await workerDatabaseUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runInWorkerDatabase(create(schema));
  onTestFinished(() => runInWorkerDatabase(`drop schema ${schema} cascade`));
  return withSearchPath(url, schema);
}

/** A fresh, empty PostgreSQL schema for this test; undefined for SQLite. */
export async function databaseUrlFor(engine: Engine): Promise<string | undefined> {
  if (engine === 'sqlite') return undefined;
  return schemaFor((schema) => `create schema ${schema}`);
}

/** The throwaway cluster's own, at its server's version; else the one on PATH (Debian's wrapper). */
function pgDumpPath(): string {
  const binDir = postgresBinDir();
  const own = binDir === undefined ? undefined : join(binDir, 'pg_dump');
  return own !== undefined && existsSync(own) ? own : 'pg_dump';
}

let latestSchema: Promise<(schema: string) => string> | undefined;

/**
 * The SQL that makes a schema at the latest migration, under any name: migrating each test's
 * schema from scratch took 157 ms and most of the run's PostgreSQL time. One schema per worker is
 * migrated as a store's start migrates it, and pg_dump writes it out with Kysely's record of the
 * migrations, so a copy's start finds none pending, as a running store's does.
 */
function latestSchemaScript(): Promise<(schema: string) => string> {
  latestSchema ??= (async () => {
    const url = await workerDatabaseUrl();
    const template = `template_${randomBytes(6).toString('hex')}`;
    await runInWorkerDatabase(`create schema ${template}`);
    const store = await openStore({
      dataDir: tmpdir(),
      databaseUrl: withSearchPath(url, template),
    });
    await store.close();
    const { stdout } = await promisify(execFile)(
      pgDumpPath(),
      ['--schema', template, '--inserts', '--no-owner', '--no-privileges', '--dbname', url],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // psql's meta-commands (\restrict) are not SQL.
    const script = stdout.replace(/^\\.*$/gm, '');
    return (schema) => script.replaceAll(template, schema);
  })();
  return latestSchema;
}

let latestSqlite: Promise<string> | undefined;

/** A SQLite file at the latest migration, made once per worker: a copy costs 21 ms less. */
function latestSqliteFile(): Promise<string> {
  latestSqlite ??= (async () => {
    const dataDir = await mkdtemp(join(inject('runDir'), 'latest-store-'));
    const store = await openStore({ dataDir, databaseUrl: undefined });
    await store.close();
    return join(dataDir, sqliteFileName);
  })();
  return latestSqlite;
}

/**
 * A store of this test's own at the latest migration, as a running server leaves it: for the tests
 * of what a store does, not of how it gets there (those start from databaseUrlFor's empty schema or
 * an old store of their own).
 */
export async function latestStoreFor(
  engine: Engine,
): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = await tempDir('data');
  if (engine === 'sqlite') {
    await copyFile(await latestSqliteFile(), join(dataDir, sqliteFileName));
    return { dataDir, databaseUrl: undefined };
  }
  return { dataDir, databaseUrl: await schemaFor(await latestSchemaScript()) };
}
