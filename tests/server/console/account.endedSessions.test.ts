import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, get, signedInOwner, signIn } from './consoleHelper';

interface ListedSession {
  id: string;
  current: boolean;
}

// The account page lists "every browser signed in as you": one whose session has ended is not.
describeEachEngine('the account page’s sessions', (engine) => {
  it('leaves out a session that has ended (idle past CONSOLE_IDLE_MINUTES), its row not yet deleted', async () => {
    const { app, store } = await consoleApp(engine, { consoleIdleMinutes: 30 });
    const laptop = await signedInOwner(app, store);
    expect((await signIn(app, laptop.passkey)).statusCode).toBe(200);
    const before = (await get(app, '/account', laptop.cookie)).json<{
      sessions: ListedSession[];
    }>().sessions;
    expect(before).toHaveLength(2);
    const other = before.find((session) => !session.current);
    await store.db
      .updateTable('console_sessions')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .where('id', '=', other?.id ?? '')
      .execute();

    const account = await get(app, '/account', laptop.cookie);

    expect(account.statusCode).toBe(200);
    const sessions = account.json<{ sessions: ListedSession[] }>().sessions;
    expect(sessions.map((session) => session.current)).toEqual([true]);
  });
});
