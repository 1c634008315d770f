import { expect, it } from 'vitest';
import { runConsoleCommand } from '../../../server/console/consoleCommands';
import { describeEachEngine } from '../engines';
import { consoleApp, get, post, signedInOwner } from './consoleHelper';

describeEachEngine('console sessions', (engine) => {
  it('ends a session idle past CONSOLE_IDLE_MINUTES, and deletes its row', async () => {
    const { app, store } = await consoleApp(engine, { consoleIdleMinutes: 30 });
    const { cookie } = await signedInOwner(app, store);
    await store.db
      .updateTable('console_sessions')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .execute();

    const account = await get(app, '/account', cookie);

    expect(account.statusCode).toBe(401);
    expect(account.json().code).toBe('signin');
    expect(await store.db.selectFrom('console_sessions').selectAll().execute()).toEqual([]);
  });

  it('ends a session past CONSOLE_SESSION_HOURS, however busy', async () => {
    const { app, store } = await consoleApp(engine, { consoleSessionHours: 12 });
    const { cookie } = await signedInOwner(app, store);
    await store.db
      .updateTable('console_sessions')
      .set({ created_at: Date.now() - 12 * 3_600_000 - 1000 })
      .execute();

    expect((await get(app, '/account', cookie)).statusCode).toBe(401);
  });

  it('answers who is signed in with nobody, not a refusal, once the session has ended', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    expect((await get(app, '/me', cookie)).json().user).toMatchObject({ role: 'owner' });
    await post(app, '/signout', {}, cookie);

    for (const asked of [get(app, '/me', cookie), get(app, '/me')]) {
      const me = await asked;
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: null });
    }
    expect((await get(app, '/account', cookie)).statusCode).toBe(401);
  });

  it("ends a revoked user's open session at once (npm run console -- revoke)", async () => {
    const { app, config, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store, 'gone@company.test');
    expect((await get(app, '/me', cookie)).statusCode).toBe(200);
    const printed: string[] = [];

    const code = await runConsoleCommand(['revoke', 'gone@company.test'], {
      config,
      print: (text) => printed.push(text),
      printError: (text) => printed.push(text),
    });

    expect(code).toBe(0);
    expect((await get(app, '/account', cookie)).statusCode).toBe(401);
    expect(await store.db.selectFrom('console_passkeys').selectAll().execute()).toEqual([]);
  });
});
