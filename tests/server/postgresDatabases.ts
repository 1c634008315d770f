import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of this run's PostgreSQL databases (engines.ts), '' without TEST_DATABASE_URL. */
    postgresRun: string;
    /** A folder for this run's files that outlive a test (engines.ts), removed at its end. */
    runDir: string;
  }
}

/**
 * Names this run's PostgreSQL databases and makes its scratch folder, and removes both when it
 * ends: engines.ts makes a database for each worker, and a schema for each test in it.
 */
export default function postgresDatabases(project: TestProject): () => Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  const run = serverUrl ? `test_run_${randomBytes(4).toString('hex')}_` : '';
  project.provide('postgresRun', run);
  const runDir = mkdtempSync(join(tmpdir(), 'test-run-'));
  project.provide('runDir', runDir);
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [run],
      );
      for (const { name } of rows) await admin.query(`drop database "${name}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
