import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, invite, post } from './consoleHelper';
import { SoftAuthenticator } from './softAuthenticator';

describeEachEngine('console enrolment of one address twice at once', (engine) => {
  it('enrols both passkeys on one account when two invites for it are used together', async () => {
    const { app, store } = await consoleApp(engine);
    // Two links for one person (say, one sent by each owner), opened on a phone and a laptop.
    const tokens = [
      await invite(store, 'new@company.test', 'member'),
      await invite(store, 'new@company.test', 'member'),
    ];
    const ceremonies = [];
    for (const token of tokens) {
      const { options } = (await post(app, '/enrol/options', { token })).json();
      ceremonies.push({ token, options });
    }

    const answers = await Promise.all(
      ceremonies.map(({ token, options }) =>
        post(app, '/enrol/verify', {
          token,
          response: new SoftAuthenticator().register({
            challenge: options.challenge,
            rpId: 'localhost',
            origin: 'http://localhost',
            userId: options.user.id,
          }),
        }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const users = await store.db.selectFrom('console_users').select('id').execute();
    expect(users).toHaveLength(1);
    const passkeys = await store.db.selectFrom('console_passkeys').select('user_id').execute();
    expect(passkeys).toEqual([{ user_id: users[0]?.id }, { user_id: users[0]?.id }]);
  });
});
