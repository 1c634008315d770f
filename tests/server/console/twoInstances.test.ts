import { expect, it } from 'vitest';
import { databaseUrlFor } from '../engines';
import { buildTestApp } from '../helper';
import { openStoreOf } from '../storeHelper';
import { get, invite, post, enrol, signIn } from './consoleHelper';

it('two instances on one PostgreSQL share sessions and ceremonies: a sign-in on one is valid on the other', async () => {
  const databaseUrl = await databaseUrlFor('postgres');
  const first = await buildTestApp({ databaseUrl, siteUrl: 'http://localhost' });
  const second = await buildTestApp({ databaseUrl, siteUrl: 'http://localhost' });
  const store = await openStoreOf(first.config);
  const { cookie, passkey } = await enrol(first.app, await invite(store, 'owner@company.test'));

  expect((await get(second.app, '/me', cookie)).statusCode).toBe(200);
  const { options } = (await post(first.app, '/signin/options', {})).json();
  const signedIn = await post(second.app, '/signin/verify', {
    response: passkey.assert({
      challenge: options.challenge,
      rpId: 'localhost',
      origin: 'http://localhost',
    }),
  });
  expect(signedIn.statusCode).toBe(200);
  expect((await post(second.app, '/signout', {}, cookie)).statusCode).toBe(200);
  expect((await get(first.app, '/account', cookie)).statusCode).toBe(401);
  expect((await signIn(first.app, passkey)).statusCode).toBe(200);
});
