import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, cookieOf, get, post, signedInOwner, signIn } from './consoleHelper';

describeEachEngine('console sign-in', (engine) => {
  it('issues a new session token at each sign-in, and sign-out deletes the row', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie: enrolled, passkey } = await signedInOwner(app, store);

    const signedIn = await signIn(app, passkey);

    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(cookie).not.toBe(enrolled);
    expect(String(signedIn.headers['set-cookie'])).toMatch(
      /^console-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
    const rows = await store.db.selectFrom('console_sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash).join()).not.toContain(cookie.split('=')[1]);
    expect((await post(app, '/signout', {}, cookie)).statusCode).toBe(200);
    expect((await get(app, '/account', cookie)).statusCode).toBe(401);
  });

  it('refuses an assertion without user verification, signs nobody in, and audits it', async () => {
    const { app, store } = await consoleApp(engine);
    const { passkey } = await signedInOwner(app, store);

    const refused = await signIn(app, passkey, { userVerified: false });

    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('signin');
    expect(refused.headers['set-cookie']).toBeUndefined();
    const failed = await store.db
      .selectFrom('console_audit')
      .selectAll()
      .where('action', '=', 'sign-in')
      .execute();
    expect(failed.map((entry) => entry.result)).toEqual(['refused']);
  });

  it('answers 429 with Retry-After past the sign-in attempts of one address', async () => {
    const { app } = await consoleApp(engine);
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push(await post(app, '/signin/options', {}));
    }

    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    const limited = answers[30];
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json().code).toBe('rate-limited');
  });
});
