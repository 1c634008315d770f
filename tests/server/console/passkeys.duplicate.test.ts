import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { addPasskey, consoleApp, get, invite, post, signedInOwner } from './consoleHelper';

const origin = 'http://localhost';

// A client that ignores excludeCredentials (or replays a registration) sends a credential the
// store holds already: a clear refusal, never a 500, and the passkey stays its owner's.
describeEachEngine('console passkey registered twice', (engine) => {
  it('refuses to add a passkey the store holds already, with 422', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie, passkey } = await signedInOwner(app, store);

    const added = await addPasskey(app, cookie, passkey);

    expect(added.statusCode).toBe(422);
    expect(added.json().code).toBe('invalid');
    expect((await get(app, '/account', cookie)).json().passkeys).toHaveLength(1);
  });

  it("refuses an enrolment with another person's passkey, with 422, the invite still open", async () => {
    const { app, store } = await consoleApp(engine);
    const { passkey } = await signedInOwner(app, store);
    const token = await invite(store, 'member@company.test', 'member');
    const { options } = (await post(app, '/enrol/options', { token })).json();

    const enrolled = await post(app, '/enrol/verify', {
      token,
      response: passkey.register({
        challenge: options.challenge,
        rpId: 'localhost',
        origin,
        userId: options.user.id,
      }),
    });

    expect(enrolled.statusCode).toBe(422);
    expect(enrolled.json().code).toBe('invalid');
    expect(enrolled.headers['set-cookie']).toBeUndefined();
    expect((await post(app, '/enrol/options', { token })).statusCode).toBe(200);
    const users = await store.db.selectFrom('console_users').select('email').execute();
    expect(users.map((user) => user.email)).toEqual(['owner@company.test']);
  });
});
