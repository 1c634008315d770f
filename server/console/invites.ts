import type { Invitation } from '../../client/console/api/types';
import type { ConsoleRole } from '../store/schema';
import type { Store } from '../store/store';
import { hashToken, newToken } from './secrets';

const inviteLifetimeMs = 60 * 60_000;

/** The page the link opens; the token rides in the fragment, so no log or Referer sees it. */
function enrolmentLink(origin: string, token: string): string {
  return `${origin}/console/enrol#token=${token}`;
}

/** A single-use invite for `email`, valid for an hour, on `origin`; only its hash is stored. */
export async function createInvite(
  store: Store,
  { email, role, origin }: { email: string; role: ConsoleRole; origin: string },
  now = Date.now(),
): Promise<Invitation> {
  const token = newToken();
  await store.db
    .insertInto('console_invites')
    .values({
      token_hash: hashToken(token),
      email: normalEmail(email),
      role,
      created_at: now,
      expires_at: now + inviteLifetimeMs,
      used_at: null,
    })
    .execute();
  return {
    link: enrolmentLink(origin, token),
    expiresAt: new Date(now + inviteLifetimeMs).toISOString(),
  };
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

export interface OpenInvite {
  tokenHash: string;
  email: string;
  role: ConsoleRole;
}

/** The invite the token names, if it is neither used nor expired. */
export async function findOpenInvite(
  store: Store,
  token: string,
  now = Date.now(),
): Promise<OpenInvite | undefined> {
  const row = await store.db
    .selectFrom('console_invites')
    .select(['token_hash', 'email', 'role'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { tokenHash: row.token_hash, email: row.email, role: row.role };
}
