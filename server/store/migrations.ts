import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResult,
} from 'kysely';
import type { Engine } from './store';

/**
 * Versioned, applied at start, never edited once released: a change is a new entry. Column types
 * are the ones both engines accept.
 */
const migrations: Record<string, Migration> = {
  '2026-11-25-1-leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('received_at', 'bigint', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('fields', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('consent', 'text')
        .addColumn('screen', 'text')
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('eml', 'text')
        .execute();
      await db.schema
        .createIndex('leads_by_visitor')
        .on('leads')
        .columns(['visitor', 'received_at'])
        .execute();
      await db.schema.createIndex('leads_by_time').on('leads').column('received_at').execute();

      await db.schema
        .createTable('deliveries')
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('destination', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull())
        .addColumn('first_attempt_at', 'bigint')
        .addColumn('last_attempt_at', 'bigint')
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('claimed_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('failure', 'text')
        .addColumn('rejected_recipients', 'text')
        .addPrimaryKeyConstraint('deliveries_key', ['lead_id', 'destination'])
        .execute();
      await db.schema
        .createIndex('deliveries_due')
        .on('deliveries')
        .columns(['destination', 'state', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('consents')
        .addColumn('lead_id', 'text', (column) => column.primaryKey())
        .addColumn('given_at', 'bigint', (column) => column.notNull())
        .addColumn('phone_key', 'text', (column) => column.notNull())
        .addColumn('email_key', 'text', (column) => column.notNull())
        .addColumn('record', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('consents_by_phone').on('consents').column('phone_key').execute();
      await db.schema.createIndex('consents_by_email').on('consents').column('email_key').execute();

      await db.schema
        .createTable('campaign_copies')
        .addColumn('text_hash', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('seen_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('campaign_copies_key', ['text_hash', 'lead_id'])
        .execute();

      await db.schema
        .createTable('spent_tokens')
        .addColumn('hash', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('legacy_imports')
        .addColumn('folder', 'text', (column) => column.primaryKey())
        .addColumn('imported_at', 'bigint', (column) => column.notNull())
        .addColumn('summary', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-26-1-held-digests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('held_digests')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('claimed_until', 'bigint', (column) => column.notNull())
        .addColumn('covers_until', 'bigint', (column) => column.notNull())
        .addColumn('held', 'integer')
        .execute();
    },
  },
  '2026-11-26-2-lead-attribution': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('attribution', 'text').execute();
    },
  },
  '2026-11-26-3-insight': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insight_views')
        .addColumn('received_at', 'bigint', (column) => column.notNull())
        .addColumn('day', 'integer', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('view', 'integer', (column) => column.notNull())
        .addColumn('form_started', 'integer', (column) => column.notNull())
        .addColumn('referrer', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('device', 'text', (column) => column.notNull())
        .addColumn('lcp', 'double precision')
        .addColumn('inp', 'double precision')
        .addColumn('cls', 'double precision')
        .addColumn('ttfb', 'double precision')
        .execute();
      await db.schema
        .createIndex('insight_views_by_day')
        .on('insight_views')
        .column('day')
        .execute();

      await db.schema
        .createTable('insight_salts')
        .addColumn('day', 'integer', (column) => column.primaryKey())
        .addColumn('salt', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('insight_daily')
        .addColumn('day', 'integer', (column) => column.notNull())
        .addColumn('measure', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('value', 'double precision', (column) => column.notNull())
        .addPrimaryKeyConstraint('insight_daily_key', ['day', 'measure', 'key'])
        .execute();
    },
  },
  '2026-11-26-4-consents-by-time': {
    // Retention deletes consent records by age, a batch at a time: each batch finds its rows.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('consents_by_time').on('consents').column('given_at').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

function migrationFailure(
  error: unknown,
  results: MigrationResult[] | undefined,
): Error | undefined {
  const failed = results?.find((result) => result.status === 'Error');
  if (error === undefined && !failed) return undefined;
  const cause = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
  return new Error(`Cannot migrate the lead store: ${cause}`, { cause: error });
}

async function migratorOf(db: Kysely<unknown>, engine: Engine): Promise<Migrator> {
  // Kysely looks for its own tables in every schema of a PostgreSQL database: name ours, or
  // another schema's would be taken for this one's.
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db,
    provider,
    ...(migrationTableSchema !== undefined && { migrationTableSchema }),
  });
}

async function migrateOnce(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const migrator = await migratorOf(db, engine);
  // Read-only when there is nothing to do: the usual start takes no write lock.
  const known = await migrator.getMigrations();
  if (known.every((migration) => migration.executedAt !== undefined)) return;
  const { error, results } = await migrator.migrateToLatest();
  const failure = migrationFailure(error, results);
  if (failure) throw failure;
}

/**
 * The schema as it stood after the migration `name`, on a fresh database: `npm run bench` seeds
 * its million leads there, as an old store holds them, and the server's start migrates the rest.
 */
export async function migrateUpTo(db: Kysely<unknown>, engine: Engine, name: string) {
  const { error, results } = await (await migratorOf(db, engine)).migrateTo(name);
  const failure = migrationFailure(error, results);
  if (failure) throw failure;
}

/** SQLite migrations of this process, one after another (see migrateToLatest). */
let sqliteMigrations: Promise<unknown> = Promise.resolve();

/**
 * Brings the schema up to date, all or nothing: the pending migrations and their records commit
 * in one transaction on both engines (openStore.ts tells Kysely SQLite's DDL is transactional), so
 * a migration cut off half-way (a full disk, a crash) leaves no trace and the next start runs it
 * whole. PostgreSQL: Kysely's lock lets one instance migrate while the others wait. SQLite: the
 * transaction's write lock does, across processes (the server and the outbox command); within
 * one process better-sqlite3 would wait for that lock on the very thread that holds it, so this
 * process's migrations take turns. A process that waited longer than busy_timeout finds the
 * migrations recorded when it tries again.
 */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') return migrateOnce(db, engine);
  const turn = sqliteMigrations.then(async () => {
    try {
      await migrateOnce(db, engine);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await migrateOnce(db, engine);
    }
  });
  sqliteMigrations = turn.catch(() => undefined);
  return turn;
}
