import { expect, it } from 'vitest';
import { findUserByEmail, passkeysOf } from '../../../server/console/people';
import { describeEachEngine } from '../engines';
import { addPasskey, consoleApp, cookieOf, post, signedInOwner, signIn } from './consoleHelper';
import { SoftAuthenticator } from './softAuthenticator';

// Two browsers of one person, each removing the other's passkey at the same moment (a tidy-up
// done twice): one removal must find the other's done and refuse, or the person is locked out.
describeEachEngine('console passkeys removed at once', (engine) => {
  it('never removes a person’s last passkey', async () => {
    const { app, store } = await consoleApp(engine);
    const laptop = await signedInOwner(app, store);
    const phonePasskey = new SoftAuthenticator();
    expect((await addPasskey(app, laptop.cookie, phonePasskey)).statusCode).toBe(200);
    const phone = cookieOf(await signIn(app, phonePasskey));

    const answers = await Promise.all([
      post(app, `/passkeys/${phonePasskey.id}/remove`, {}, laptop.cookie),
      post(app, `/passkeys/${laptop.passkey.id}/remove`, {}, phone),
    ]);

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const owner = await findUserByEmail(store, 'owner@company.test');
    expect(await passkeysOf(store, owner?.id ?? '')).toHaveLength(1);
  });
});
