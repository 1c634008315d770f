import type { Transaction } from 'kysely';
import type { ConsoleUser as ConsoleUserView } from '../../client/console/api/types';
import type { ConsoleRole, Database } from '../store/schema';
import type { Engine, Store } from '../store/store';

export interface ConsoleUser {
  id: string;
  email: string;
  role: ConsoleRole;
}

export interface Passkey {
  id: string;
  userId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

export async function findUserByEmail(store: Store, email: string) {
  return store.db
    .selectFrom('console_users')
    .select(['id', 'email', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findPasskey(store: Store, id: string): Promise<Passkey | undefined> {
  const row = await store.db
    .selectFrom('console_passkeys')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: JSON.parse(row.transports) as string[],
    }
  );
}

export async function passkeysOf(store: Store, userId: string) {
  const rows = await store.db
    .selectFrom('console_passkeys')
    .select(['id', 'name', 'transports', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    transports: JSON.parse(row.transports) as string[],
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  }));
}

export async function addPasskey(
  store: Pick<Store, 'db'>,
  passkey: Passkey & { name: string },
  now = Date.now(),
): Promise<void> {
  await store.db
    .insertInto('console_passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: Buffer.from(passkey.publicKey).toString('base64url'),
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: now,
      last_used_at: null,
    })
    .execute();
}

export async function notePasskeyUsed(store: Store, id: string, counter: number, now = Date.now()) {
  await store.db
    .updateTable('console_passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

/** Every user with the number of their passkeys, for the owner's list and `console users`. */
export async function listUsers(store: Store) {
  const rows = await store.db
    .selectFrom('console_users')
    .leftJoin('console_passkeys', 'console_passkeys.user_id', 'console_users.id')
    .select((eb) => [
      'console_users.email',
      'console_users.role',
      'console_users.created_at',
      'console_users.last_sign_in_at',
      eb.fn.count<number>('console_passkeys.id').as('passkeys'),
    ])
    .groupBy([
      'console_users.id',
      'console_users.email',
      'console_users.role',
      'console_users.created_at',
      'console_users.last_sign_in_at',
    ])
    .orderBy('console_users.email')
    .execute();
  return rows.map((row): ConsoleUserView => ({
    email: row.email,
    role: row.role,
    passkeys: Number(row.passkeys),
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Holds the person's row until the transaction ends, so their passkeys are counted, removed and
 * signed in with one change at a time: two removals cannot both see a passkey to spare, nor a
 * sign-in open a session for a passkey a removal takes meanwhile. SQLite's write lock, taken when
 * a transaction begins, does it there.
 */
export async function lockUser(
  trx: Transaction<Database>,
  engine: Engine,
  userId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('console_users')
    .select('id')
    .where('id', '=', userId)
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a passkey from a signed-in session, named `Passkey N` unless named: false when the session
 * has ended since it was checked (its person revoked, its passkey removed), as a revocation
 * meanwhile would leave the new passkey a way back in.
 */
export async function addSessionPasskey(
  store: Store,
  sessionId: string,
  passkey: Passkey & { name?: string },
): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    await lockUser(trx, store.engine, passkey.userId);
    const session = await trx
      .selectFrom('console_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', passkey.userId)
      .executeTakeFirst();
    if (!session) return false;
    const { count } = await trx
      .selectFrom('console_passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', passkey.userId)
      .executeTakeFirstOrThrow();
    await addPasskey(
      { db: trx },
      { ...passkey, name: passkey.name ?? `Passkey ${Number(count) + 1}` },
    );
    return true;
  });
}

/**
 * Removes the user's passkey, or all of them, and ends the sessions they started: the device a
 * removed passkey signed in is signed out with it. The one place a session ends for its passkey
 * (a person's own removal, an owner's or the command line's revocation). How many sessions ended.
 * Run with the user locked (`lockUser`).
 */
async function removePasskeys(
  trx: Transaction<Database>,
  userId: string,
  passkeyId?: string,
): Promise<number> {
  await trx
    .deleteFrom('console_passkeys')
    .where('user_id', '=', userId)
    .$if(passkeyId !== undefined, (query) => query.where('id', '=', passkeyId ?? ''))
    .execute();
  const { numDeletedRows } = await trx
    .deleteFrom('console_sessions')
    .where('user_id', '=', userId)
    .$if(passkeyId !== undefined, (query) => query.where('passkey_id', '=', passkeyId ?? ''))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Removes one of the user's own passkeys, never their last: the sessions it started end with it.
 * How many did, or why it was not removed.
 */
export async function removeOwnPasskey(
  store: Store,
  userId: string,
  passkeyId: string,
): Promise<{ ended: number } | 'none' | 'last'> {
  return store.db.transaction().execute(async (trx) => {
    await lockUser(trx, store.engine, userId);
    const passkeys = await trx
      .selectFrom('console_passkeys')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    if (!passkeys.some(({ id }) => id === passkeyId)) return 'none';
    if (passkeys.length === 1) return 'last';
    return { ended: await removePasskeys(trx, userId, passkeyId) };
  });
}

/**
 * Ends every session of the user at once, removes their passkeys and voids the invites still
 * open for their address: nobody signs in as them until a new invite. False when there is
 * neither such a user nor an open invite.
 */
export async function revokeUser(store: Store, email: string): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const { numDeletedRows: invites } = await trx
      .deleteFrom('console_invites')
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    const user = await trx
      .selectFrom('console_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user || !(await lockUser(trx, store.engine, user.id))) return invites > 0n;
    await removePasskeys(trx, user.id);
    return true;
  });
}
