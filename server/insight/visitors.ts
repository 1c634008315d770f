import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/store';

/**
 * Plausible's daily visitor: the address, user agent and site under the day's salt. Once the salt
 * is deleted nobody, us included, can tell whose hash it was or link it to another day's.
 */
export function visitorHash(
  salt: string,
  { site, address, userAgent }: { site: string; address: string; userAgent: string },
): string {
  return createHmac('sha256', salt)
    .update(`${site}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Today's and yesterday's salts are kept, no older one (a salt lives 48 hours from its day's
 * start), deleted so that no readable copy is left:
 * - SQLite deletes with `secure_delete` on (openStore.ts), zeroing the row in its page; the
 *   write-ahead log, which still holds the old page, is then checkpointed and truncated.
 * - PostgreSQL: the table is UNLOGGED (no salt in the write-ahead log, a replica or a backup);
 *   the salts kept are copied aside, the table TRUNCATEd (a new file, the old emptied at commit,
 *   where a DELETE leaves the row readable until VACUUM and beyond) and they are put back.
 */
export async function forgetOldSalts(store: Store, today: number): Promise<void> {
  const old = await store.db
    .selectFrom('insight_salts')
    .select('day')
    .where('day', '<', today - 1)
    .executeTakeFirst();
  if (old === undefined) return;
  if (store.engine === 'sqlite') {
    await store.db
      .deleteFrom('insight_salts')
      .where('day', '<', today - 1)
      .execute();
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
    return;
  }
  await store.db.transaction().execute(async (trx) => {
    // No instance writes a salt between the copy and the truncation.
    await sql`lock table insight_salts in access exclusive mode`.execute(trx);
    const kept = await trx
      .selectFrom('insight_salts')
      .selectAll()
      .where('day', '>=', today - 1)
      .execute();
    await sql`truncate insight_salts`.execute(trx);
    if (kept.length > 0) await trx.insertInto('insight_salts').values(kept).execute();
  });
}

/** The first instance to see a day writes its salt; the others read that one. */
async function readOrCreateSalt(store: Store, day: number): Promise<string> {
  await store.db
    .insertInto('insight_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await forgetOldSalts(store, day);
  const { salt } = await store.db
    .selectFrom('insight_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return salt;
}

/** The day's salt, asked of the store once per day and instance (a failed ask is asked again). */
export function dailySalts(store: Store): (day: number) => Promise<string> {
  let current: { day: number; salt: Promise<string> } | undefined;
  return (day) => {
    if (current?.day !== day) {
      const salt = readOrCreateSalt(store, day);
      current = { day, salt };
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return current.salt;
  };
}
