import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import {
  addPasskey,
  consoleApp,
  cookieOf,
  get,
  post,
  signedInOwner,
  signIn,
} from './consoleHelper';
import { SoftAuthenticator } from './softAuthenticator';

/** The owner on the laptop, with a second passkey (the phone's) added. */
async function withPhonePasskey(app: FastifyInstance, store: Store) {
  const laptop = await signedInOwner(app, store);
  const phone = new SoftAuthenticator();
  expect((await addPasskey(app, laptop.cookie, phone)).statusCode).toBe(200);
  return { laptop, phone };
}

/**
 * Until `count` statements wait for a lock, or 5 s. The count is the database's, which other test
 * files share: in a full run it was once never reached, and the held requests hung the file. Past
 * the bound the requests go on in whatever order they reached, and the phone must still be
 * signed out: the test then checks the outcome without having forced the interleaving.
 */
async function untilWaiting(client: pg.Client, count: number) {
  const giveUpAt = Date.now() + 5_000;
  while (Date.now() < giveUpAt) {
    const { rows } = await client.query<{ waiting: number }>(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// A lost phone signs in while its owner removes its passkey from the laptop. Its passkey checks
// out, then the removal lands before its session is written: the phone must not be signed in.
describeEachEngine('console passkey removed during a sign-in with it', (engine) => {
  it('opens no session for a passkey removed after it was verified', async () => {
    const { app, store, config } = await consoleApp(engine);
    const { laptop, phone } = await withPhonePasskey(app, store);

    let signedIn;
    if (engine === 'postgres') {
      // The sign-in is held where it notes the passkey used, just after checking it, and the
      // removal where it deletes it; both then go on at once.
      const holder = new pg.Client({ connectionString: config.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from console_passkeys where id = $1 for update', [phone.id]);
        const signingIn = signIn(app, phone);
        await untilWaiting(holder, 1);
        const removing = post(app, `/passkeys/${phone.id}/remove`, {}, laptop.cookie);
        await untilWaiting(holder, 2);
        await holder.query('commit');
        const [answer, removed] = await Promise.all([signingIn, removing]);
        expect(removed.statusCode).toBe(200);
        signedIn = answer;
      } finally {
        await holder.end();
      }
    } else {
      // One connection, one writer at a time: the removal lands right after the sign-in noted the
      // passkey used, as a trigger on that note runs it.
      await sql`create trigger removal_after_note after update of counter on console_passkeys
        begin
          delete from console_passkeys where id = new.id;
          delete from console_sessions where passkey_id = new.id;
        end`.execute(store.db);
      signedIn = await signIn(app, phone);
    }

    const onPhone = await get(app, '/account', cookieOf(signedIn));
    expect(onPhone.statusCode).toBe(401);
  });
});
