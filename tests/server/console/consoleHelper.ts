import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../../server/config';
import { createInvite } from '../../../server/console/invites';
import type { ConsoleRole } from '../../../server/store/schema';
import type { Engine, Store } from '../../../server/store/store';
import { latestStoreFor } from '../engines';
import { buildTestApp } from '../helper';
import { openStoreOf } from '../storeHelper';
import { SoftAuthenticator } from './softAuthenticator';

/** The origin the tests are served at: browsers refuse an IP address as an RP ID. */
const origin = 'http://localhost';

/** The app (and a store opened beside it, as the CLI opens it) on a fresh store of the engine. */
export async function consoleApp(engine: Engine, overrides: Partial<Config> = {}) {
  const { app, config } = await buildTestApp({
    ...(await latestStoreFor(engine)),
    siteUrl: 'http://localhost',
    ...overrides,
  });
  return { app, config, store: await openStoreOf(config) };
}

/** A same-origin JSON POST, as the console's own page sends it. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  cookie?: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    ...extra,
    method: 'POST',
    url: `/console/api${url}`,
    headers: {
      'content-type': 'application/json',
      origin,
      ...(cookie && { cookie }),
      ...extra.headers,
    },
    payload: JSON.stringify(body),
  });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `/console/api${url}`,
    headers: cookie ? { cookie } : {},
  });
}

export async function invite(store: Store, email: string, role: ConsoleRole = 'owner') {
  const { link } = await createInvite(store, { email, role, origin });
  return new URL(link).hash.replace('#token=', '');
}

/** The session cookie a response set, ready to send back. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  return header.split(';')[0] ?? '';
}

/** The whole enrolment, as the browser runs it: the person's cookie and their passkey. */
export async function enrol(
  app: FastifyInstance,
  token: string,
  passkey = new SoftAuthenticator(),
) {
  const options = await post(app, '/enrol/options', { token });
  expect(options.statusCode).toBe(200);
  const { options: creation } = options.json<{
    options: { challenge: string; user: { id: string } };
  }>();
  const verified = await post(app, '/enrol/verify', {
    token,
    response: passkey.register({
      challenge: creation.challenge,
      rpId: 'localhost',
      origin,
      userId: creation.user.id,
    }),
  });
  expect(verified.statusCode).toBe(200);
  return { cookie: cookieOf(verified), passkey };
}

/** A passkey added from a signed-in session, as the account page adds it: the server's answer. */
export async function addPasskey(
  app: FastifyInstance,
  cookie: string,
  passkey = new SoftAuthenticator(),
) {
  const { options } = (await post(app, '/passkeys/options', {}, cookie)).json<{
    options: { challenge: string; user: { id: string } };
  }>();
  return post(
    app,
    '/passkeys/verify',
    {
      response: passkey.register({
        challenge: options.challenge,
        rpId: 'localhost',
        origin,
        userId: options.user.id,
      }),
    },
    cookie,
  );
}

/** A sign-in with the passkey; `userVerified: false` answers without a PIN or biometrics. */
export async function signIn(
  app: FastifyInstance,
  passkey: SoftAuthenticator,
  { userVerified = true } = {},
) {
  const options = await post(app, '/signin/options', {});
  const { options: request } = options.json<{ options: { challenge: string } }>();
  return post(app, '/signin/verify', {
    response: passkey.assert({
      challenge: request.challenge,
      rpId: 'localhost',
      origin,
      userVerified,
    }),
  });
}

/** The owner, enrolled and signed in. */
export async function signedInOwner(
  app: FastifyInstance,
  store: Store,
  email = 'owner@company.test',
) {
  return enrol(app, await invite(store, email, 'owner'));
}

export async function signedInMember(
  app: FastifyInstance,
  store: Store,
  email = 'member@company.test',
) {
  return enrol(app, await invite(store, email, 'member'));
}
