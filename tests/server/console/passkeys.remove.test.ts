import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import {
  addPasskey,
  consoleApp,
  cookieOf,
  get,
  post,
  signedInOwner,
  signIn,
} from './consoleHelper';
import { SoftAuthenticator } from './softAuthenticator';

/** The owner signed in twice: on the laptop with the first passkey, on the phone with a second. */
async function twoDevices(app: FastifyInstance, store: Parameters<typeof signedInOwner>[1]) {
  const laptop = await signedInOwner(app, store);
  const phonePasskey = new SoftAuthenticator();
  expect((await addPasskey(app, laptop.cookie, phonePasskey)).statusCode).toBe(200);
  const phone = await signIn(app, phonePasskey);
  expect(phone.statusCode).toBe(200);
  return { laptop, phone: { cookie: cookieOf(phone), passkey: phonePasskey } };
}

// A person who removes the passkey of a lost or stolen phone expects that phone signed out.
describeEachEngine('console passkey removed', (engine) => {
  it('ends the sessions the removed passkey started, and no other', async () => {
    const { app, store } = await consoleApp(engine);
    const { laptop, phone } = await twoDevices(app, store);

    const removed = await post(app, `/passkeys/${phone.passkey.id}/remove`, {}, laptop.cookie);

    expect(removed.statusCode).toBe(200);
    const onPhone = await get(app, '/account', phone.cookie);
    expect(onPhone.statusCode).toBe(401);
    expect(onPhone.json().code).toBe('signin');
    expect(removed.json()).toEqual({ signedOut: false });
    expect(removed.headers['set-cookie']).toBeUndefined();
    const account = await get(app, '/account', laptop.cookie);
    expect(account.statusCode).toBe(200);
    expect(account.json().sessions).toHaveLength(1);
  });

  it('signs out the very browser asking when it signed in with the passkey removed', async () => {
    const { app, store } = await consoleApp(engine);
    const { laptop, phone } = await twoDevices(app, store);
    expect(
      (await get(app, '/account', laptop.cookie))
        .json()
        .passkeys.map((passkey: { current: boolean }) => passkey.current),
    ).toEqual([true, false]);

    const removed = await post(app, `/passkeys/${laptop.passkey.id}/remove`, {}, laptop.cookie);

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ signedOut: true });
    expect(String(removed.headers['set-cookie'])).toMatch(/^console-session=;.*Max-Age=0/);
    expect((await get(app, '/me', laptop.cookie)).json()).toEqual({ user: null });
    expect((await get(app, '/account', phone.cookie)).statusCode).toBe(200);
  });

  it('lets the passkey that was removed sign nobody in again', async () => {
    const { app, store } = await consoleApp(engine);
    const { laptop, phone } = await twoDevices(app, store);
    await post(app, `/passkeys/${phone.passkey.id}/remove`, {}, laptop.cookie);

    expect((await signIn(app, phone.passkey)).statusCode).toBe(401);
  });
});
