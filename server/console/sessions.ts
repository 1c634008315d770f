import type { ExpressionBuilder } from 'kysely';
import type { Session as SessionView } from '../../client/console/api/types';
import type { SessionLimits } from '../config';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { lockUser, type ConsoleUser } from './people';
import { hashToken, newId, newToken } from './secrets';

/** How recent a passkey assertion a sensitive action needs. */
export const recentAssertionMs = 5 * 60_000;

export interface Session {
  id: string;
  user: ConsoleUser;
  /** the passkey the session was started with */
  passkeyId: string;
  assertionAt: number;
}

/**
 * A new session for a user who just asserted a passkey; the token goes in the cookie only.
 * Undefined when the passkey was removed since it was checked: the session would outlive it.
 */
export async function startSession(
  store: Store,
  { userId, passkeyId }: { userId: string; passkeyId: string },
  userAgent: string,
  now = Date.now(),
): Promise<string | undefined> {
  const token = newToken();
  const started = await store.db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, store.engine, userId))) return false;
    const passkey = await trx
      .selectFrom('console_passkeys')
      .select('id')
      .where('id', '=', passkeyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!passkey) return false;
    await trx
      .insertInto('console_sessions')
      .values({
        id: newId(),
        token_hash: hashToken(token),
        user_id: userId,
        passkey_id: passkeyId,
        created_at: now,
        last_seen_at: now,
        user_agent: userAgent.slice(0, 300),
        assertion_at: now,
      })
      .execute();
    await trx
      .updateTable('console_users')
      .set({ last_sign_in_at: now })
      .where('id', '=', userId)
      .execute();
    return true;
  });
  return started ? token : undefined;
}

/**
 * The session the token opens, seen now; undefined when there is none or it timed out (idle or
 * absolute), in which case its row is deleted.
 */
export async function resumeSession(
  store: Store,
  token: string,
  limits: SessionLimits,
  now = Date.now(),
): Promise<Session | undefined> {
  const row = await store.db
    .selectFrom('console_sessions')
    .innerJoin('console_users', 'console_users.id', 'console_sessions.user_id')
    .select([
      'console_sessions.id',
      'console_sessions.created_at',
      'console_sessions.last_seen_at',
      'console_sessions.assertion_at',
      'console_sessions.passkey_id',
      'console_users.id as user_id',
      'console_users.email',
      'console_users.role',
    ])
    .where('console_sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - row.last_seen_at > limits.idleMs || now - row.created_at > limits.absoluteMs) {
    await endSession(store, row.id);
    return undefined;
  }
  await store.db
    .updateTable('console_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', row.id)
    .execute();
  return {
    id: row.id,
    user: { id: row.user_id, email: row.email, role: row.role },
    passkeyId: row.passkey_id,
    assertionAt: row.assertion_at,
  };
}

/** Neither idle past its limit nor past its absolute one, as resumeSession judges a session. */
const notTimedOut =
  ({ idleMs, absoluteMs }: SessionLimits, now: number) =>
  ({ and, eb }: ExpressionBuilder<Database, 'console_sessions'>) =>
    and([eb('last_seen_at', '>=', now - idleMs), eb('created_at', '>=', now - absoluteMs)]);

/** Of these sessions, the ones still open now: neither ended nor timed out. */
export async function openSessionsAmong(
  store: Store,
  ids: string[],
  limits: SessionLimits,
  now = Date.now(),
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await store.db
    .selectFrom('console_sessions')
    .select('id')
    .where('id', 'in', ids)
    .where(notTimedOut(limits, now))
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function noteAssertion(store: Store, sessionId: string, now = Date.now()) {
  await store.db
    .updateTable('console_sessions')
    .set({ assertion_at: now })
    .where('id', '=', sessionId)
    .execute();
}

export async function endSession(store: Store, id: string, userId?: string): Promise<boolean> {
  const { numDeletedRows } = await store.db
    .deleteFrom('console_sessions')
    .where('id', '=', id)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId ?? ''))
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The user's open sessions: one timed out is no browser signed in, though its row is still there. */
export async function sessionsOf(
  store: Store,
  { userId, currentId }: { userId: string; currentId: string },
  limits: SessionLimits,
  now = Date.now(),
) {
  const rows = await store.db
    .selectFrom('console_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where(notTimedOut(limits, now))
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row): SessionView => ({
    id: row.id,
    current: row.id === currentId,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    userAgent: row.user_agent,
  }));
}
