import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formTokenIssuedAt, formTokenLifetimeMs } from '../../../client/features/contact/formToken';
import { sureReason, unsureReason, type ScreenReason } from './layers';

/** What a posted token says, once its signature is checked. */
export type TokenReading =
  { kind: 'missing' } | { kind: 'forged' } | { kind: 'signed'; issuedAt: number };

export interface FormTokens {
  issue(now?: number): string;
  read(token: unknown): TokenReading;
}

const signatureBytes = 16;

/**
 * Stateless: the token carries its issue time and a random nonce, signed with the server's
 * secret, so any instance sharing the secret can check it and nothing is stored per visitor.
 */
export function createFormTokens(secret: Buffer): FormTokens {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest().subarray(0, signatureBytes);
  return {
    issue(now = Date.now()) {
      const payload = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    read(token) {
      if (typeof token !== 'string' || token === '') return { kind: 'missing' };
      const cut = token.lastIndexOf('.');
      const issuedAt = formTokenIssuedAt(token);
      if (cut === -1 || token.length > 100 || issuedAt === undefined) return { kind: 'forged' };
      // Compared as issued, not decoded: a decoder skips padding, stray characters and the last
      // character's spare bits, and each such spelling would be a fresh token to spend.
      const given = Buffer.from(token.slice(cut + 1));
      const expected = Buffer.from(sign(token.slice(0, cut)).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { kind: 'signed', issuedAt }
        : { kind: 'forged' };
    },
  };
}

/** A token from a few seconds in the future is clock jitter between instances, not a forgery. */
const allowedClockSkewMs = 5_000;

export function tokenReasons(reading: TokenReading, now: number): ScreenReason[] {
  if (reading.kind === 'missing') return [sureReason('token', 'tokenMissing', 'no form token')];
  if (reading.kind === 'forged' || reading.issuedAt > now + allowedClockSkewMs) {
    return [sureReason('token', 'tokenForged', 'a form token the server never signed')];
  }
  if (now - reading.issuedAt <= formTokenLifetimeMs) return [];
  const ageMinutes = Math.round((now - reading.issuedAt) / 60_000);
  return [unsureReason('token', 'tokenExpired', `a form token ${ageMinutes} minutes old`)];
}

export function timingReasons(reading: TokenReading, now: number, minMs: number): ScreenReason[] {
  if (reading.kind !== 'signed' || now - reading.issuedAt >= minMs) return [];
  const seconds = (Math.max(0, now - reading.issuedAt) / 1000).toFixed(1);
  return [sureReason('timing', 'tooFast', `sent ${seconds} s after the form was served`)];
}

const secretFile = 'form-token.key';

/**
 * FORM_TOKEN_SECRET when set (several instances behind one load balancer must share it);
 * otherwise a secret made once and kept in the data folder, so tokens outlive a restart with no setup.
 */
export async function loadFormTokenSecret(configured: string | undefined, dataDir: string) {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  const file = join(dataDir, secretFile);
  const fresh = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting together keep whichever wrote first.
    await writeFile(file, fresh, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = (await readFile(file, 'utf8')).trim();
  if (kept !== '') return Buffer.from(kept, 'utf8');
  // A crash between creating the file and writing it: nothing was ever signed with it.
  await writeFile(file, fresh, { mode: 0o600 });
  return Buffer.from(fresh, 'utf8');
}
