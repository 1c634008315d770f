import { expect, it } from 'vitest';
import { runConsoleCommand } from '../../../server/console/consoleCommands';
import { describeEachEngine } from '../engines';
import { consoleApp, get, signedInOwner } from './consoleHelper';

describeEachEngine('console sessions', (engine) => {
  it('ends a session idle past CONSOLE_IDLE_MINUTES, and deletes its row', async () => {
    const { app, store } = await consoleApp(engine, { consoleIdleMinutes: 30 });
    const { cookie } = await signedInOwner(app, store);
    await store.db
      .updateTable('console_sessions')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .execute();

    const me = await get(app, '/me', cookie);

    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('signin');
    expect(await store.db.selectFrom('console_sessions').selectAll().execute()).toEqual([]);
  });

  it('ends a session past CONSOLE_SESSION_HOURS, however busy', async () => {
    const { app, store } = await consoleApp(engine, { consoleSessionHours: 12 });
    const { cookie } = await signedInOwner(app, store);
    await store.db
      .updateTable('console_sessions')
      .set({ created_at: Date.now() - 12 * 3_600_000 - 1000 })
      .execute();

    expect((await get(app, '/me', cookie)).statusCode).toBe(401);
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
    expect((await get(app, '/me', cookie)).statusCode).toBe(401);
    expect(await store.db.selectFrom('console_passkeys').selectAll().execute()).toEqual([]);
  });
});
