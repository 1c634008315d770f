/**
 * The form token, shared by the form and the server: `<issued at, ms, base 36>.<nonce>.<HMAC>`.
 * The server signs it (server/intake/screen/formToken.ts); the form only reads when it was issued,
 * to know when to ask for a fresh one.
 */
export const formTokenField = 'formToken';

/** Older tokens count against a message (a couple of hours: a page left open over lunch is fine). */
export const formTokenLifetimeMs = 2 * 60 * 60 * 1000;

/**
 * The form posts a token it fetched no sooner than this after it arrived. The server's minimum
 * (SPAM_MIN_SECONDS, 3 s by default) may not be longer: its own visitors' messages would be held.
 */
export const formTokenMinAgeMs = 5_000;

export function formTokenIssuedAt(token: string): number | undefined {
  const issued = Number.parseInt(token.slice(0, token.indexOf('.')), 36);
  return Number.isSafeInteger(issued) && issued > 0 ? issued : undefined;
}
