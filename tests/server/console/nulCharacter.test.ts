import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInOwner } from './consoleHelper';

const clientData = (challenge: string) =>
  Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge })).toString('base64url');

// PostgreSQL's text holds no NUL character: a request carrying one must be refused as invalid,
// never reach a query and come back a 500.
describeEachEngine('console requests holding a NUL character', (engine) => {
  it('refuses one in a filter, the audit page or a path with 422', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    await seedLead(store, 'sent');

    for (const answer of [
      await get(app, '/leads?q=a%00b', cookie),
      await get(app, '/leads?source=a%00b', cookie),
      await get(app, '/leads?campaign=a%00b', cookie),
      await get(app, '/export.csv?q=a%00b', cookie),
      await get(app, '/audit?before=a%00b', cookie),
      await post(app, '/sessions/a%00b/end', {}, cookie),
    ]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().code).toBe('invalid');
    }
  });

  it('answers a sign-in whose challenge or passkey id holds one as not verified', async () => {
    const { app } = await consoleApp(engine);
    const { options } = (await post(app, '/signin/options', {})).json();

    const badChallenge = await post(app, '/signin/verify', {
      response: { id: 'abc', response: { clientDataJSON: clientData('a\u0000b') } },
    });
    const badId = await post(app, '/signin/verify', {
      response: { id: 'a\u0000b', response: { clientDataJSON: clientData(options.challenge) } },
    });

    for (const answer of [badChallenge, badId]) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });
});
