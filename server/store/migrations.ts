import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { Engine } from './store';

/** A table, in the very SQL Kysely's table builder sent for it on both engines (see createIndex). */
const createTable = (db: Kysely<unknown>, name: string, columns: string[]) =>
  sql.raw(`create table "${name}" (${columns.join(', ')})`).execute(db);

/**
 * An index, in the very SQL Kysely's index builder sent for it on both engines: SQLite keeps a
 * schema's text as sent, and a store migrated by an earlier version reads the same.
 */
const createIndex = (db: Kysely<unknown>, definition: string) =>
  sql.raw(`create index ${definition}`).execute(db);

/**
 * PostgreSQL: a table read whole into another (copied, counted) is locked first, so what an
 * instance of the version before writes to it while the store migrates is in what was read, or
 * waits for the commit (and fails if the table is gone then). Unlocked, a write committed after
 * the read was left out for good: a drop waited for it and dropped it with the table. SQLite's one
 * writer is the migration.
 */
async function holdOffWriters(db: Kysely<unknown>, table: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table ${sql.table(table)} in exclusive mode`.execute(db);
  }
}

/**
 * Versioned, applied at start, never edited once released: a change is a new entry. Column types
 * are the ones both engines accept.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-25-1-leads': {
    async up(db: Kysely<unknown>) {
      await createTable(db, 'leads', [
        '"id" text primary key',
        '"received_at" bigint not null',
        '"status" text not null',
        '"fields" text not null',
        '"source" text not null',
        '"consent" text',
        '"screen" text',
        '"visitor" text not null',
        '"eml" text',
      ]);
      await createIndex(db, '"leads_by_visitor" on "leads" ("visitor", "received_at")');
      await createIndex(db, '"leads_by_time" on "leads" ("received_at")');

      await createTable(db, 'deliveries', [
        '"lead_id" text not null',
        '"destination" text not null',
        '"state" text not null',
        '"attempts" integer not null',
        '"first_attempt_at" bigint',
        '"last_attempt_at" bigint',
        '"next_attempt_at" bigint not null',
        '"claimed_until" bigint',
        '"last_error" text',
        '"failure" text',
        '"rejected_recipients" text',
        'constraint "deliveries_key" primary key ("lead_id", "destination")',
      ]);
      await createIndex(
        db,
        '"deliveries_due" on "deliveries" ("destination", "state", "next_attempt_at")',
      );

      await createTable(db, 'consents', [
        '"lead_id" text primary key',
        '"given_at" bigint not null',
        '"phone_key" text not null',
        '"email_key" text not null',
        '"record" text not null',
      ]);
      await createIndex(db, '"consents_by_phone" on "consents" ("phone_key")');
      await createIndex(db, '"consents_by_email" on "consents" ("email_key")');

      await createTable(db, 'campaign_copies', [
        '"text_hash" text not null',
        '"lead_id" text not null',
        '"seen_at" bigint not null',
        'constraint "campaign_copies_key" primary key ("text_hash", "lead_id")',
      ]);

      await createTable(db, 'spent_tokens', [
        '"hash" text primary key',
        '"expires_at" bigint not null',
      ]);

      await createTable(db, 'legacy_imports', [
        '"folder" text primary key',
        '"imported_at" bigint not null',
        '"summary" text not null',
      ]);
    },
  },
  '2026-11-26-1-held-digests': {
    async up(db: Kysely<unknown>) {
      await createTable(db, 'held_digests', [
        '"day" text primary key',
        '"state" text not null',
        '"claimed_until" bigint not null',
        '"covers_until" bigint not null',
        '"held" integer',
      ]);
    },
  },
  '2026-11-26-2-lead-attribution': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('attribution', 'text').execute();
    },
  },
  '2026-11-26-3-insight': {
    async up(db: Kysely<unknown>) {
      await createTable(db, 'insight_views', [
        '"received_at" bigint not null',
        '"day" integer not null',
        '"visitor" text not null',
        '"path" text not null',
        '"view" integer not null',
        '"form_started" integer not null',
        '"referrer" text',
        '"utm_source" text',
        '"utm_medium" text',
        '"utm_campaign" text',
        '"device" text not null',
        '"lcp" double precision',
        '"inp" double precision',
        '"cls" double precision',
        '"ttfb" double precision',
      ]);
      await createIndex(db, '"insight_views_by_day" on "insight_views" ("day")');

      await createTable(db, 'insight_salts', ['"day" integer primary key', '"salt" text not null']);

      await createTable(db, 'insight_daily', [
        '"day" integer not null',
        '"measure" text not null',
        '"key" text not null',
        '"value" double precision not null',
        'constraint "insight_daily_key" primary key ("day", "measure", "key")',
      ]);
    },
  },
  '2026-11-26-4-jobs': {
    async up(db: Kysely<unknown>) {
      await createTable(db, 'jobs', [
        '"task" text not null',
        '"key" text not null',
        '"payload" text',
        '"state" text not null',
        '"run_at" bigint not null',
        '"attempts" integer not null',
        '"first_attempt_at" bigint',
        '"last_attempt_at" bigint',
        '"claimed_until" bigint',
        '"claim" text',
        '"last_error" text',
        '"failure" text',
        '"result" text',
        'constraint "jobs_key" primary key ("task", "key")',
      ]);
      // The runner's claim: the oldest due of the queued jobs.
      await createIndex(db, '"jobs_due" on "jobs" ("state", "run_at")');
      // A destination's backlog counted by state, and its last delivery, without a table scan.
      await createIndex(db, '"jobs_by_state" on "jobs" ("task", "state", "last_attempt_at")');
      await createIndex(
        db,
        '"jobs_last_error" on "jobs" ("task", "last_attempt_at") where "last_error" is not null',
      );
      // Every delivery as it stands, its claim kept: a try in flight is parked or retried
      // once its claim runs out, as before.
      await holdOffWriters(db, 'deliveries');
      await sql`
        insert into jobs (task, key, payload, state, run_at, attempts, first_attempt_at,
          last_attempt_at, claimed_until, claim, last_error, failure, result)
        select destination, lead_id, null, case state when 'sent' then 'done' else state end,
          next_attempt_at, attempts, first_attempt_at, last_attempt_at, claimed_until, null,
          last_error, failure, rejected_recipients
        from deliveries`.execute(db);
      await db.schema.dropTable('deliveries').execute();
    },
  },
  '2026-11-26-6-console': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('handled_at', 'bigint').execute();
      await db.schema.alterTable('leads').addColumn('spam_marked_at', 'bigint').execute();

      await createTable(db, 'console_users', [
        '"id" text primary key',
        '"email" text not null unique',
        '"role" text not null',
        '"created_at" bigint not null',
        '"last_sign_in_at" bigint',
      ]);

      await createTable(db, 'console_passkeys', [
        '"id" text primary key',
        '"user_id" text not null',
        '"public_key" text not null',
        '"counter" bigint not null',
        '"transports" text not null',
        '"name" text not null',
        '"created_at" bigint not null',
        '"last_used_at" bigint',
      ]);
      await createIndex(db, '"console_passkeys_by_user" on "console_passkeys" ("user_id")');

      await createTable(db, 'console_sessions', [
        '"id" text primary key',
        '"token_hash" text not null unique',
        '"user_id" text not null',
        '"created_at" bigint not null',
        '"last_seen_at" bigint not null',
        '"user_agent" text not null',
        '"assertion_at" bigint not null',
      ]);
      await createIndex(db, '"console_sessions_by_user" on "console_sessions" ("user_id")');

      await createTable(db, 'console_invites', [
        '"token_hash" text primary key',
        '"email" text not null',
        '"role" text not null',
        '"created_at" bigint not null',
        '"expires_at" bigint not null',
        '"used_at" bigint',
      ]);

      await createTable(db, 'console_challenges', [
        '"challenge" text primary key',
        '"purpose" text not null',
        '"subject" text not null',
        '"expires_at" bigint not null',
      ]);

      await createTable(db, 'console_audit', [
        '"id" text primary key',
        '"at" bigint not null',
        '"actor" text not null',
        '"action" text not null',
        '"lead_id" text',
        '"detail" text not null',
        '"result" text not null',
      ]);
    },
  },
  '2026-11-26-5-insight-bounded': {
    async up(db: Kysely<unknown>) {
      // A day's raw rows are read and deleted a few thousand at a time, in the order they came.
      await createIndex(db, '"insight_views_by_time" on "insight_views" ("day", "received_at")');
      await db.schema.dropIndex('insight_views_by_day').execute();
      // PostgreSQL: a salt never reaches the write-ahead log (visitors.ts says why).
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table insight_salts set unlogged`.execute(db);
      }
    },
  },
  '2026-11-26-7-held-digest-listed': {
    async up(db: Kysely<unknown>) {
      // The digest names what no digest has named yet, not what was received in its period: a
      // held lead stored after a digest read its list would otherwise fall between two digests.
      await db.schema.alterTable('leads').addColumn('digest_day', 'text').execute();
      // The digest's list: the held leads no digest has named, a few among millions of leads.
      await createIndex(
        db,
        `"leads_held_undigested" on "leads" ("received_at") where "status" = 'held' and "digest_day" is null`,
      );
      // What the digests before this one named, as they named it: all held in their periods.
      await sql`
        update leads set digest_day = (
          select min(day) from held_digests
          where state <> 'sending' and covers_until > leads.received_at)
        where status = 'held' and received_at < (
          select max(covers_until) from held_digests where state <> 'sending')`.execute(db);
    },
  },
  '2026-11-26-8-consents-by-time': {
    // Retention deletes consent records by age, a batch at a time: each batch finds its rows.
    async up(db: Kysely<unknown>) {
      await createIndex(db, '"consents_by_time" on "consents" ("given_at")');
    },
  },
  '2026-11-26-9-held-digest-jobs': {
    // The day's digest is a job keyed by its day: a day already mailed (or empty) is a done job,
    // whose try began where its period ended, so no instance mails it again. A day an instance was
    // sending is left out: its row is inserted again, and the resend has the same Message-ID.
    async up(db: Kysely<unknown>) {
      await holdOffWriters(db, 'held_digests');
      await sql`
        insert into jobs (task, key, payload, state, run_at, attempts, first_attempt_at,
          last_attempt_at, claimed_until, claim, last_error, failure, result)
        select 'held-digest', day, null, 'done', covers_until, 1, covers_until, covers_until,
          null, null, null, null, null
        from held_digests where state <> 'sending'`.execute(db);
      await db.schema.dropTable('held_digests').execute();
    },
  },
  '2026-11-27-1-held-leads': {
    // The held among a million leads (status, the surge alert, the console's held view) without
    // reading every lead: 460-860 ms at a million, by a scan.
    async up(db: Kysely<unknown>) {
      await createIndex(db, `"leads_held" on "leads" ("received_at") where "status" = 'held'`);
    },
  },
  '2026-11-28-1-job-totals': {
    // `status` counted a destination's deliveries by reading every done job (67 ms on SQLite and
    // 135 ms on PostgreSQL at a million leads), and every scrape its failed ones, which nothing
    // deletes. Triggers keep both counts as jobs change, so every writer (the runner, the
    // commands, the console, retention, an import) keeps them true.
    async up(db: Kysely<unknown>) {
      await createTable(db, 'job_totals', [
        '"task" text not null primary key',
        ...totalledStates.map((state) => `"${state}" bigint not null`),
      ]);
      await countTotals(db);
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      if (postgres) {
        await sql
          .raw(
            `create function job_totals_add() returns trigger language plpgsql
            -- its tables are its schema's whatever the session writing a job reads first
            set search_path from current as $$
            declare job jobs;
            begin
              if tg_argv[0] = 'new' then job := new; else job := old; end if;
              ${addToTotals(
                'job.task',
                totalledStates.map((_, index) => `tg_argv[${index + 1}]::bigint`),
              )}
              return null;
            end $$`,
          )
          .execute(db);
      }
      // Row triggers, run as each statement ends (after it has locked all its rows), on the few
      // changes that move a job into a totalled state or out of it: a claim costs nothing more.
      for (const { name, event, when, row, deltas } of totalChanges) {
        await sql
          .raw(
            postgres
              ? `create trigger ${name} after ${event} on jobs for each row when (${when})
                 execute function job_totals_add('${row}', ${deltas.map((delta) => `'${delta}'`).join(', ')})`
              : `create trigger ${name} after ${event} on jobs for each row when ${when}
                 begin ${addToTotals(`${row}.task`, deltas.map(String))} end`,
          )
          .execute(db);
      }
    },
  },
  '2026-11-28-2-session-passkey': {
    // A session records the passkey that started it, so removing a lost device's passkey signs
    // that device out. The sessions open until now cannot tell which passkey started them: they
    // end, and each person signs in once more (a touch of a passkey).
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('console_sessions').execute();
      await createTable(db, 'console_sessions', [
        '"id" text primary key',
        '"token_hash" text not null unique',
        '"user_id" text not null',
        '"passkey_id" text not null',
        '"created_at" bigint not null',
        '"last_seen_at" bigint not null',
        '"user_agent" text not null',
        '"assertion_at" bigint not null',
      ]);
      await createIndex(db, '"console_sessions_by_user" on "console_sessions" ("user_id")');
    },
  },
  '2026-11-28-3-job-totals-recount': {
    // PostgreSQL: the totals migration counted the jobs before its triggers were in place, so a
    // job an instance of the version before settled in between was counted by neither, for good.
    // Counted again here with every writer held off until the commit; the triggers go on from there.
    async up(db: Kysely<unknown>) {
      await holdOffWriters(db, 'jobs');
      await sql`delete from job_totals`.execute(db);
      await countTotals(db);
    },
  },
  '2026-11-28-4-challenges-by-expiry': {
    // Every ceremony's options call deletes the expired challenges first: without an index, a
    // read of every challenge still live (a sign-in page left open keeps renewing its own).
    async up(db: Kysely<unknown>) {
      await createIndex(
        db,
        '"console_challenges_by_expiry" on "console_challenges" ("expires_at")',
      );
    },
  },
  '2026-11-28-5-legacy-imported-leads': {
    // An import run again (cut off before its move, or on the folder moved aside) took a lead
    // deleted since (by a person, or by retention) for a new one and queued its e-mail again. The
    // ids it took outlive their leads; those imported until now are the leads still here.
    async up(db: Kysely<unknown>) {
      await createTable(db, 'legacy_imported_leads', ['"id" text primary key']);
      await holdOffWriters(db, 'leads');
      await sql`
        insert into legacy_imported_leads (id)
        select id from leads where visitor = 'imported'`.execute(db);
    },
  },
};

/** The states whose jobs job_totals counts per task, a column each: this migration's own (a state
 * counted later is a migration of its own). */
const totalledStates = ['done', 'failed'] as const;

/** Each task's totals, counted from its jobs, into an empty job_totals. */
const countTotals = (db: Kysely<unknown>) =>
  sql
    .raw(
      `insert into job_totals (task, ${totalledStates.join(', ')})
      select task, ${totalledStates.map((state) => `sum(case when state = '${state}' then 1 else 0 end)`).join(', ')}
      from jobs where state in (${totalledStates.map((state) => `'${state}'`).join(', ')})
      group by task`,
    )
    .execute(db);

const addToTotals = (task: string, deltas: string[]) =>
  `insert into job_totals (task, ${totalledStates.join(', ')}) values (${task}, ${deltas.join(', ')})
  on conflict (task) do update set ${totalledStates.map((state) => `${state} = job_totals.${state} + excluded.${state}`).join(', ')};`;

/** Each change of a job that moves a total: its trigger, the row it reads, by how much each. */
const totalChanges = totalledStates.flatMap((state) => {
  // The new row names a job coming into the state's total, the old row one leaving it.
  const change = (name: string, event: string, when: string, row: 'new' | 'old') => ({
    name: `jobs_${state}_${name}`,
    event,
    when,
    row,
    deltas: totalledStates.map((other) => (other !== state ? 0 : row === 'new' ? 1 : -1)),
  });
  return [
    change('inserted', 'insert', `new.state = '${state}'`, 'new'),
    change('deleted', 'delete', `old.state = '${state}'`, 'old'),
    change(
      'entered',
      'update of state',
      `new.state = '${state}' and old.state <> '${state}'`,
      'new',
    ),
    change('left', 'update of state', `old.state = '${state}' and new.state <> '${state}'`, 'old'),
  ];
});

const provider: MigrationProvider = { getMigrations: async () => migrations };

function throwIfFailed({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error === undefined && !failed) return;
  const cause = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
  throw new Error(`Cannot migrate the lead store: ${cause}`, { cause: error });
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
    // 2026-11-26-6-console landed on main before 2026-11-26-5-insight-bounded, which sorts before
    // it: a store started in between ran the first and not the second, and Kysely refuses, by
    // default, a pending migration that sorts before one run. The two touch different tables
    // (insight_views and insight_salts; leads and the console's), so the missed one runs now, after
    // the other, in the same all-or-nothing transaction as the rest.
    allowUnorderedMigrations: true,
  });
}

/** Whether a migration has yet to run, by Kysely's own record of those that ran. */
async function anyPending(db: Kysely<unknown>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).some((name) => !applied.has(name));
  } catch {
    // No record yet (a new store); anything else, the migrator meets and reports.
    return true;
  }
}

async function migrateOnce(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // Read-only when there is nothing to do: the usual start, and every operator's command, takes
  // no write lock. One statement: Kysely's own check reads every schema's tables on PostgreSQL.
  if (!(await anyPending(db))) return;
  throwIfFailed(await (await migratorOf(db, engine)).migrateToLatest());
}

/**
 * The schema as it stood after the migration `name`, on a fresh database: `npm run bench` seeds
 * its million leads there, as an old store holds them, and the server's start migrates the rest.
 */
export async function migrateUpTo(db: Kysely<unknown>, engine: Engine, name: string) {
  throwIfFailed(await (await migratorOf(db, engine)).migrateTo(name));
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
