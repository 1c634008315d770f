import type { Store } from '../store/store';

type Purpose = 'enrol' | 'signin' | 'reauth' | 'passkey';

/**
 * How long a ceremony's challenge is taken, told to the browser as the ceremony's timeout: within
 * WebAuthn's advice (5 to 10 minutes where the user must verify), and the console renews an unused
 * autofill offer before it ends.
 */
export const challengeLifetimeMs = 5 * 60_000;

/** Kept in the store, so the ceremony may end on another instance than it began. */
export async function saveChallenge(
  store: Store,
  challenge: string,
  purpose: Purpose,
  subject: string,
  now = Date.now(),
): Promise<void> {
  await store.db.deleteFrom('console_challenges').where('expires_at', '<', now).execute();
  await store.db
    .insertInto('console_challenges')
    .values({ challenge, purpose, subject, expires_at: now + challengeLifetimeMs })
    .execute();
}

/**
 * The challenge the browser signed, if it was handed out for this purpose and subject and has not
 * expired: taken once, so a response cannot be replayed. Returns the subject it was saved with.
 */
export async function takeChallenge(
  store: Store,
  challenge: string,
  purpose: Purpose,
  subjectPrefix: string,
  now = Date.now(),
): Promise<string | undefined> {
  const row = await store.db
    .deleteFrom('console_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning('subject')
    .executeTakeFirst();
  return row && row.subject.startsWith(subjectPrefix) ? row.subject : undefined;
}
