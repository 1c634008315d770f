import type { Store } from './store';

/**
 * Takes the day's digest for this instance: true when nobody had it, or when the instance that
 * took it died before it was done (its claim ran out). Every instance asks; one sends.
 */
export async function claimDigestDay(
  store: Store,
  { day, now, leaseMs }: { day: string; now: number; leaseMs: number },
): Promise<boolean> {
  const claimed = await store.db
    .insertInto('held_digests')
    .values({ day, state: 'sending', claimed_until: now + leaseMs, covers_until: now, held: null })
    .onConflict((conflict) =>
      conflict
        .column('day')
        .doUpdateSet({ claimed_until: now + leaseMs })
        .where('held_digests.state', '=', 'sending')
        .where('held_digests.claimed_until', '<', now),
    )
    .returning('day')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** So many ids a statement: far below what either engine takes as parameters. */
const idsPerStatement = 500;

/**
 * The day's digest is done: it named the held leads `named` (none: the day was empty), and its
 * period ended at `coversUntil`. Those leads are marked as named in the same transaction, so no
 * later digest names them again and every other held lead is left for the next one.
 */
export async function settleDigestDay(
  store: Store,
  { day, coversUntil, named }: { day: string; coversUntil: number; named: string[] },
): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('held_digests')
      .set({
        state: named.length === 0 ? 'empty' : 'sent',
        covers_until: coversUntil,
        held: named.length,
      })
      .where('day', '=', day)
      .execute();
    for (let from = 0; from < named.length; from += idsPerStatement) {
      await trx
        .updateTable('leads')
        .set({ digest_day: day })
        .where('id', 'in', named.slice(from, from + idsPerStatement))
        .execute();
    }
  });
}

/** The send failed: the day is free again, for the next check of any instance. */
export async function releaseDigestDay(store: Store, day: string): Promise<void> {
  await store.db
    .deleteFrom('held_digests')
    .where('day', '=', day)
    .where('state', '=', 'sending')
    .execute();
}

/**
 * Where the first digest's period ended and the last one's: the next period starts at the last,
 * and the held leads no digest named are looked for back to the first digest's period.
 */
export async function digestEnds(
  store: Store,
): Promise<{ first: number; last: number } | undefined> {
  const row = await store.db
    .selectFrom('held_digests')
    .select((eb) => [eb.fn.min('covers_until').as('first'), eb.fn.max('covers_until').as('last')])
    .where('state', '!=', 'sending')
    .executeTakeFirst();
  return row?.first === null || row?.first === undefined || row.last === null
    ? undefined
    : { first: Number(row.first), last: Number(row.last) };
}
