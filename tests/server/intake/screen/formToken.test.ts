import { expect, it } from 'vitest';
import { formTokenIssuedAt } from '../../../../client/features/contact/formToken';
import {
  createFormTokens,
  timingReasons,
  tokenReasons,
} from '../../../../server/intake/screen/formToken';
import { testTokens } from './screenSetup';

const now = Date.parse('2026-05-01T12:00:00Z');

it('reads back the time it was issued, signed by this secret only', () => {
  const token = testTokens.issue(now - 5000);

  expect(testTokens.read(token)).toEqual({ kind: 'signed', issuedAt: now - 5000 });
  expect(formTokenIssuedAt(token)).toBe(now - 5000);
  expect(createFormTokens(Buffer.from('another secret of 32 characters!!')).read(token)).toEqual({
    kind: 'forged',
  });
});

it('refuses a token whose time was moved, and anything that is not one', () => {
  const token = testTokens.issue(now - 5000);
  const backdated = `${(now - 60_000).toString(36)}${token.slice(token.indexOf('.'))}`;

  expect(testTokens.read(backdated)).toEqual({ kind: 'forged' });
  for (const junk of ['x', 'abc.def', `${token}x`]) {
    expect(testTokens.read(junk)).toEqual({ kind: 'forged' });
  }
  expect(testTokens.read('')).toEqual({ kind: 'missing' });
  expect(testTokens.read(undefined)).toEqual({ kind: 'missing' });
  expect(testTokens.read(42)).toEqual({ kind: 'missing' });
});

it('counts no token, a forged one, one from the future and an expired one; not a fresh one', () => {
  const why = (token: unknown) => tokenReasons(testTokens.read(token), now).map((r) => r.why);

  expect(why(undefined)).toEqual(['no form token']);
  expect(why('abc.def.ghi')).toEqual(['a form token the server never signed']);
  expect(why(testTokens.issue(now + 60_000))).toEqual(['a form token the server never signed']);
  expect(why(testTokens.issue(now - 3 * 60 * 60_000))).toEqual(['a form token 180 minutes old']);
  expect(why(testTokens.issue(now - 60 * 60_000))).toEqual([]);
});

it('counts a post sooner than the minimum after the token was issued', () => {
  const timing = (ageMs: number) =>
    timingReasons(testTokens.read(testTokens.issue(now - ageMs)), now, 3000).map((r) => r.why);

  expect(timing(1200)).toEqual(['sent 1.2 s after the form was served']);
  expect(timing(3000)).toEqual([]);
});

it('reads a token only as it was issued: a signature spelled another way is no token of ours', () => {
  const token = testTokens.issue(now - 5000);
  // base64url readers skip padding and stray characters, and 22 characters carry 16 bytes with 4
  // bits to spare: each of these decodes to the same signature, yet is another token to spend.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const lastBitsChanged = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(token.at(-1) ?? '') ^ 1]}`;

  for (const respelled of [`${token}=`, `${token}==`, `${token}!`, `${token} `, lastBitsChanged]) {
    expect(testTokens.read(respelled), respelled).toEqual({ kind: 'forged' });
  }
  expect(testTokens.read(token)).toEqual({ kind: 'signed', issuedAt: now - 5000 });
});
