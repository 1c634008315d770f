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

/** The day's digest is done: it named `held` messages received before `coversUntil`. */
export async function settleDigestDay(
  store: Store,
  { day, coversUntil, held }: { day: string; coversUntil: number; held: number },
): Promise<void> {
  await store.db
    .updateTable('held_digests')
    .set({ state: held === 0 ? 'empty' : 'sent', covers_until: coversUntil, held })
    .where('day', '=', day)
    .execute();
}

/** The send failed: the day is free again, for the next check of any instance. */
export async function releaseDigestDay(store: Store, day: string): Promise<void> {
  await store.db
    .deleteFrom('held_digests')
    .where('day', '=', day)
    .where('state', '=', 'sending')
    .execute();
}

/** Where the last digest stopped, so the next starts there and no held message falls between. */
export async function lastDigestEnd(store: Store): Promise<number | undefined> {
  const row = await store.db
    .selectFrom('held_digests')
    .select((eb) => eb.fn.max('covers_until').as('end'))
    .where('state', '!=', 'sending')
    .executeTakeFirst();
  return row?.end === null || row?.end === undefined ? undefined : Number(row.end);
}
