import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, get, post, signedInMember, signedInOwner } from './consoleHelper';

describeEachEngine('console roles', (engine) => {
  it("answers 403 to a member calling an owner's endpoint, and audits it", async () => {
    const { app, store } = await consoleApp(engine);
    await signedInOwner(app, store);
    const { cookie } = await signedInMember(app, store);

    const users = await get(app, '/users', cookie);
    const invite = await post(
      app,
      '/users/invite',
      { email: 'x@company.test', role: 'owner' },
      cookie,
    );
    const audit = await get(app, '/audit', cookie);

    for (const answer of [users, invite, audit]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('forbidden');
    }
    expect(await store.db.selectFrom('console_invites').selectAll().execute()).toHaveLength(2);
    expect((await get(app, '/leads', cookie)).statusCode).toBe(200);
    const refused = await store.db
      .selectFrom('console_audit')
      .select(['actor', 'result'])
      .where('result', '=', 'refused')
      .execute();
    expect(refused).toEqual(Array(3).fill({ actor: 'member@company.test', result: 'refused' }));
  });

  it('lets an owner list users and invite one, with a recent passkey assertion', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);

    const invited = await post(
      app,
      '/users/invite',
      { email: 'New@Company.test', role: 'member' },
      cookie,
    );

    expect(invited.statusCode).toBe(200);
    expect(invited.json().link).toMatch(/^http:\/\/localhost\/console\/enrol#token=[\w-]{43}$/);
    const users = (await get(app, '/users', cookie)).json().users;
    expect(users).toEqual([
      expect.objectContaining({ email: 'owner@company.test', role: 'owner', passkeys: 1 }),
    ]);
    const actions = (await get(app, '/audit', cookie))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['invite', 'enrol']);
  });
});
