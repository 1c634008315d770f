import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInOwner } from './consoleHelper';

describeEachEngine('console cross-site requests', (engine) => {
  it('refuses a cross-site POST with 403 and changes nothing, signed in or not', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    const id = await seedLead(store, 'sent');

    const fromElsewhere = await post(app, `/leads/${id}/handled`, { handled: true }, cookie, {
      headers: { origin: 'https://evil.example' },
    });
    const signOut = await post(app, '/signout', {}, cookie, {
      headers: { origin: 'https://evil.example' },
    });
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/console/api/signout',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', cookie },
      payload: '{}',
    });
    const anonymous = await post(app, '/signin/options', {}, undefined, {
      headers: { origin: 'https://evil.example' },
    });

    for (const answer of [fromElsewhere, signOut, noOrigin, anonymous]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('cross-site');
    }
    const lead = await store.db.selectFrom('leads').select('handled_at').executeTakeFirstOrThrow();
    expect(lead.handled_at).toBeNull();
    expect((await get(app, '/me', cookie)).statusCode).toBe(200);
  });

  it('takes JSON only: a form post is refused with 415', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);

    const form = await app.inject({
      method: 'POST',
      url: '/console/api/signout',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        cookie,
      },
      payload: 'a=1',
    });

    expect(form.statusCode).toBe(415);
    expect((await get(app, '/me', cookie)).statusCode).toBe(200);
  });
});
