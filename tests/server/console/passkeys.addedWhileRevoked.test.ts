import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { revokeUser } from '../../../server/console/people';
import { describeEachEngine } from '../engines';
import { consoleApp, post, signedInMember, signIn } from './consoleHelper';
import { SoftAuthenticator } from './softAuthenticator';

const origin = 'http://localhost';

/** Until a statement waits for a lock, or 5 s (the count is the database's, shared). */
async function untilWaiting(client: pg.Client) {
  const giveUpAt = Date.now() + 5_000;
  while (Date.now() < giveUpAt) {
    const { rows } = await client.query<{ waiting: number }>(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    );
    if ((rows[0]?.waiting ?? 0) >= 1) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// A leaver adds a passkey on their way out while an owner revokes them: the revocation lands
// after the new passkey's session was checked, before the passkey is stored. The passkey stored
// then would be a way back in that no session, passkey or invite of theirs shows any more.
describeEachEngine('console passkey added while its person is revoked', (engine) => {
  it('stores no passkey for a person revoked during the ceremony', async () => {
    const { app, store, config } = await consoleApp(engine);
    const leaver = await signedInMember(app, store, 'leaver@company.test');
    const { options } = (await post(app, '/passkeys/options', {}, leaver.cookie)).json<{
      options: { challenge: string; user: { id: string } };
    }>();
    const spare = new SoftAuthenticator();
    const adding = () =>
      post(
        app,
        '/passkeys/verify',
        {
          response: spare.register({
            challenge: options.challenge,
            rpId: 'localhost',
            origin,
            userId: options.user.id,
          }),
        },
        leaver.cookie,
      );

    let added;
    if (engine === 'postgres') {
      // The ceremony is held where it takes its challenge, past its session's check; the
      // revocation runs meanwhile, then the ceremony goes on.
      const holder = new pg.Client({ connectionString: config.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(
          'select challenge from console_challenges where challenge = $1 for update',
          [options.challenge],
        );
        const answer = adding();
        await untilWaiting(holder);
        expect(await revokeUser(store, 'leaver@company.test')).toBe(true);
        await holder.query('commit');
        added = await answer;
      } finally {
        await holder.end();
      }
    } else {
      // One writer at a time: the revocation lands right as the challenge is taken.
      await sql`create trigger revoke_on_take after delete on console_challenges
        when old.purpose = 'passkey'
        begin
          delete from console_passkeys where user_id = old.subject;
          delete from console_sessions where user_id = old.subject;
        end`.execute(store.db);
      added = await adding();
    }

    expect(added.statusCode).toBe(401);
    expect(await store.db.selectFrom('console_passkeys').select('id').execute()).toEqual([]);
    expect((await signIn(app, spare)).statusCode).toBe(401);
  });
});
