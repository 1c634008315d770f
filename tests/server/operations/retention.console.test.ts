import { expect, it } from 'vitest';
import { createInvite } from '../../../server/console/invites';
import { addPasskey } from '../../../server/console/people';
import { startSession } from '../../../server/console/sessions';
import { audit } from '../../../server/store/audit';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { buildTestApp, waitFor } from '../helper';
import { commandStore } from './opsHelper';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const origin = 'http://localhost';

async function retentionRan(store: Store): Promise<boolean> {
  const run = await store.db
    .selectFrom('jobs')
    .select('state')
    .where('task', '=', 'retention')
    .executeTakeFirst();
  return run?.state === 'done';
}

describeEachEngine('retention of the console’s sessions and invites', (engine) => {
  it('deletes the sessions past CONSOLE_IDLE_MINUTES or CONSOLE_SESSION_HOURS and the invites used or expired, and keeps the people, their passkeys and the audit log', async () => {
    const sessionSettings = { consoleIdleMinutes: 60, consoleSessionHours: 12 };
    const { config, store } = await commandStore(engine, sessionSettings);
    const now = Date.now();
    await store.db
      .insertInto('console_users')
      .values({
        id: 'owner',
        email: 'owner@company.test',
        role: 'owner',
        created_at: now - 400 * hourMs,
        last_sign_in_at: now - 10 * hourMs,
      })
      .execute();
    await addPasskey(store, {
      id: 'phone',
      userId: 'owner',
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ['internal'],
      name: 'Phone',
    });
    const session = async (browser: string, startedAgo: number, seenAgo: number) => {
      await startSession(store, { userId: 'owner', passkeyId: 'phone' }, browser, now - startedAgo);
      await store.db
        .updateTable('console_sessions')
        .set({ last_seen_at: now - seenAgo })
        .where('user_agent', '=', browser)
        .execute();
    };
    await session('Idle past the hour', 2 * hourMs, 61 * minuteMs);
    await session('Busy past 12 hours', 12 * hourMs + minuteMs, minuteMs);
    // Within CONSOLE_IDLE_MINUTES (60) though past its default (30): still open.
    await session('Idle 45 minutes', 3 * hourMs, 45 * minuteMs);
    await session('In use', 11 * hourMs, minuteMs);

    const invite = (email: string, madeAgo: number) =>
      createInvite(store, { email, role: 'member', origin }, now - madeAgo);
    await invite('expired@company.test', 2 * hourMs);
    await invite('used@company.test', 10 * minuteMs);
    await store.db
      .updateTable('console_invites')
      .set({ used_at: now - 5 * minuteMs })
      .where('email', '=', 'used@company.test')
      .execute();
    await invite('open@company.test', 10 * minuteMs);
    await audit(
      store,
      { actor: 'owner@company.test', action: 'invite', detail: 'x' },
      now - hourMs,
    );
    await audit(store, { actor: 'used@company.test', action: 'enrol' }, now - 5 * minuteMs);

    // The server's retention, run at its start as every hour.
    await buildTestApp({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      ...sessionSettings,
    });
    await waitFor(() => retentionRan(store));

    const sessions = await store.db
      .selectFrom('console_sessions')
      .select('user_agent')
      .orderBy('user_agent')
      .execute();
    expect(sessions.map((row) => row.user_agent)).toEqual(['Idle 45 minutes', 'In use']);
    const invites = await store.db.selectFrom('console_invites').select('email').execute();
    expect(invites.map((row) => row.email)).toEqual(['open@company.test']);
    expect(await store.db.selectFrom('console_users').select('email').execute()).toEqual([
      { email: 'owner@company.test' },
    ]);
    expect(await store.db.selectFrom('console_passkeys').select('id').execute()).toEqual([
      { id: 'phone' },
    ]);
    const auditLog = await store.db.selectFrom('console_audit').select('action').execute();
    expect(auditLog.map((row) => row.action).sort()).toEqual(['enrol', 'invite']);
  });
});
