import { sql } from 'kysely';
import { destinationNames } from '../../../server/store/lead';
import type { Store } from '../../../server/store/store';

/**
 * Takes the consents table away, so accepting a lead with consent fails after its lead and
 * deliveries were written: the last step of the transaction. Returns what puts it back.
 */
export async function breakConsentStep(store: Store): Promise<() => Promise<void>> {
  await sql`alter table consents rename to consents_away`.execute(store.db);
  return async () => {
    await sql`alter table consents_away rename to consents`.execute(store.db);
  };
}

/**
 * The store refuses every new lead as a full disk or a read-only replica would. Returns what
 * makes it writable again.
 */
export async function refuseWrites(store: Store): Promise<() => Promise<void>> {
  if (store.engine === 'sqlite') {
    await sql`create trigger refuse_writes before insert on leads
      begin select raise(abort, 'disk full'); end`.execute(store.db);
    return async () => {
      await sql`drop trigger refuse_writes`.execute(store.db);
    };
  }
  await sql`create function refuse_writes() returns trigger language plpgsql
    as $$ begin raise exception 'disk full'; end $$`.execute(store.db);
  await sql`create trigger refuse_writes before insert on leads
    for each statement execute function refuse_writes()`.execute(store.db);
  return async () => {
    await sql`drop function refuse_writes() cascade`.execute(store.db);
  };
}

/** How many rows each table of the store holds. */
export async function rowCounts(store: Store) {
  const count = async (table: 'leads' | 'consents' | 'campaign_copies' | 'spent_tokens') => {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    return Number(row.rows);
  };
  // A lead's deliveries: the app's scheduled jobs (retention, the alert watch) are not counted.
  const deliveries = await store.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .where('task', 'in', destinationNames)
    .executeTakeFirstOrThrow();
  return {
    leads: await count('leads'),
    deliveries: Number(deliveries.rows),
    consents: await count('consents'),
    campaign_copies: await count('campaign_copies'),
    spent_tokens: await count('spent_tokens'),
  };
}
