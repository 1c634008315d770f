import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './store';

/**
 * Versioned, applied at start, never edited once released: a change is a new entry. Kysely's
 * migrator takes a lock first (PostgreSQL: an advisory lock), so instances starting together
 * apply each migration once. Column types are the ones both engines accept.
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
  '2026-11-26-6-console': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('handled_at', 'bigint').execute();
      await db.schema.alterTable('leads').addColumn('spam_marked_at', 'bigint').execute();

      await db.schema
        .createTable('console_users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_sign_in_at', 'bigint')
        .execute();

      await db.schema
        .createTable('console_passkeys')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull())
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', 'bigint', (column) => column.notNull())
        .addColumn('transports', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('console_passkeys_by_user')
        .on('console_passkeys')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('console_sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('user_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
        .addColumn('user_agent', 'text', (column) => column.notNull())
        .addColumn('assertion_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('console_sessions_by_user')
        .on('console_sessions')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('console_invites')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('console_challenges')
        .addColumn('challenge', 'text', (column) => column.primaryKey())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('console_audit')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text')
        .addColumn('detail', 'text', (column) => column.notNull())
        .addColumn('result', 'text', (column) => column.notNull())
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

async function migrateOnce(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // Kysely looks for its own tables in every schema of a PostgreSQL database: name ours, or
  // another schema's would be taken for this one's.
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(migrationTableSchema !== undefined && { migrationTableSchema }),
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Cannot migrate the lead store: ${cause}`, { cause: error });
  }
}

/**
 * Brings the schema up to date. PostgreSQL: Kysely's lock lets one instance migrate while the
 * others wait. SQLite has no such lock: two processes opening one file together (the server and
 * the outbox command) may both try; the one that loses finds the migration recorded when it
 * tries again.
 */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<void> {
  try {
    await migrateOnce(db, engine);
  } catch (error) {
    if (engine === 'postgres') throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await migrateOnce(db, engine);
  }
}
