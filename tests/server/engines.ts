import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, onTestFinished } from 'vitest';
import type { Engine } from '../../server/store/store';

/**
 * The store's two engines. PostgreSQL needs a server: TEST_DATABASE_URL names one (`.ci/run`
 * starts a throwaway cluster); each test gets a schema of its own there, dropped after it.
 * Without it the PostgreSQL half is skipped (postgresCheck.ts says so, and fails under CI).
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const engines: Engine[] = serverUrl === undefined ? ['sqlite'] : ['sqlite', 'postgres'];

/** `describe` once per engine, named after it. */
export function describeEachEngine(name: string, body: (engine: Engine) => void): void {
  for (const engine of engines) describe(`${name} (${engine})`, () => body(engine));
}

/** A fresh, empty PostgreSQL schema for this test; undefined for SQLite. */
export async function databaseUrlFor(engine: Engine): Promise<string | undefined> {
  if (engine === 'sqlite') return undefined;
  const url = serverUrl ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  onTestFinished(async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  });
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}
