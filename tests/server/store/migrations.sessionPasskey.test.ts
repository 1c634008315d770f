import { expect, it } from 'vitest';
import { startSession } from '../../../server/console/sessions';
import { openStore } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { storeAtMigration } from './storeAtMigration';

const before = '2026-11-28-1-job-totals';

describeEachEngine('the migration that records the passkey a session began with', (engine) => {
  it('ends the sessions that cannot say which passkey began them, keeping the people and passkeys', async () => {
    const { settings, db } = await storeAtMigration(engine, before);
    await db
      .insertInto('console_users')
      .values({ id: 'u1', email: 'jane@company.test', role: 'owner', created_at: 1 })
      .execute();
    await db
      .insertInto('console_passkeys')
      .values({
        id: 'pk1',
        user_id: 'u1',
        public_key: 'AAAA',
        counter: 0,
        transports: '[]',
        name: 'Laptop',
        created_at: 1,
      })
      .execute();
    await db
      .insertInto('console_sessions')
      .values({
        id: 's1',
        token_hash: 'hash',
        user_id: 'u1',
        created_at: 1,
        last_seen_at: 1,
        user_agent: 'Firefox',
        assertion_at: 1,
      })
      .execute();
    await db.destroy();

    const store = await openStore(settings);
    try {
      expect(await store.db.selectFrom('console_sessions').selectAll().execute()).toEqual([]);
      await startSession(store, { userId: 'u1', passkeyId: 'pk1' }, 'Firefox');
      const sessions = await store.db
        .selectFrom('console_sessions')
        .select(['user_id', 'passkey_id'])
        .execute();
      expect(sessions).toEqual([{ user_id: 'u1', passkey_id: 'pk1' }]);
      const passkeys = await store.db.selectFrom('console_passkeys').select('id').execute();
      expect(passkeys).toEqual([{ id: 'pk1' }]);
    } finally {
      await store.close();
    }
  });
});
