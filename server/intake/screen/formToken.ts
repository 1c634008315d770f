import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formTokenIssuedAt } from '../../../client/features/contact/formToken';

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
      const given = Buffer.from(token.slice(cut + 1), 'base64url');
      const expected = sign(token.slice(0, cut));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { kind: 'signed', issuedAt }
        : { kind: 'forged' };
    },
  };
}
