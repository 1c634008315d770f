import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, enrol, get, invite, post, signIn } from './consoleHelper';
import { SoftAuthenticator } from './softAuthenticator';

const noLongerValid = 'This enrolment link is no longer valid. Ask an owner for a new one.';

describeEachEngine('console enrolment', (engine) => {
  it('an invite enrols a passkey, signs the person in, and works once only', async () => {
    const { app, store } = await consoleApp(engine);
    const token = await invite(store, 'owner@company.test');

    const { cookie, passkey } = await enrol(app, token);

    const me = await get(app, '/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'owner@company.test', role: 'owner' });
    const again = await post(app, '/enrol/options', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: noLongerValid, code: 'invalid' });
    expect((await signIn(app, passkey)).statusCode).toBe(200);
  });

  it('refuses an expired invite', async () => {
    const { app, store } = await consoleApp(engine);
    const token = await invite(store, 'late@company.test');
    await store.db
      .updateTable('console_invites')
      .set({ expires_at: Date.now() - 1 })
      .execute();

    const options = await post(app, '/enrol/options', { token });

    expect(options.statusCode).toBe(404);
    expect(options.json()).toEqual({ error: noLongerValid, code: 'invalid' });
    expect(await store.db.selectFrom('console_users').selectAll().execute()).toEqual([]);
  });

  it('refuses a passkey that did not verify the user, and signs nobody in', async () => {
    const { app, store } = await consoleApp(engine);
    const token = await invite(store, 'owner@company.test');
    const passkey = new SoftAuthenticator();
    const { options } = (await post(app, '/enrol/options', { token })).json();

    const verify = await post(app, '/enrol/verify', {
      token,
      response: passkey.register({
        challenge: options.challenge,
        rpId: 'localhost',
        origin: 'http://localhost',
        userId: options.user.id,
        userVerified: false,
      }),
    });

    expect(verify.statusCode).toBe(422);
    expect(verify.headers['set-cookie']).toBeUndefined();
    expect(await store.db.selectFrom('console_passkeys').selectAll().execute()).toEqual([]);
  });
});
