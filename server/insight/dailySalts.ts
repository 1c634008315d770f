import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store';

/** Today's and yesterday's salts are kept, no older one: a salt lives 48 hours from its day's start. */
export async function forgetOldSalts(store: Store, today: number): Promise<void> {
  await store.db
    .deleteFrom('insight_salts')
    .where('day', '<', today - 1)
    .execute();
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
