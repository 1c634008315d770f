import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openStore } from '../../../server/store/openStore';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { storeAtMigration } from './storeAtMigration';

const beforeJobs = '2026-11-26-3-insight';

const lead = (id: string, receivedAt: number) => ({
  id,
  received_at: receivedAt,
  status: 'taken',
  fields: JSON.stringify({ name: 'Jane Doe' }),
  source: '{}',
  consent: null,
  screen: null,
  visitor: id,
  eml: null,
  attribution: null,
});

const delivery = {
  attempts: 0,
  first_attempt_at: null,
  last_attempt_at: null,
  next_attempt_at: 1000,
  claimed_until: null,
  last_error: null,
  failure: null,
  rejected_recipients: null,
};

describeEachEngine('the jobs migration', (engine) => {
  it('moves every delivery into jobs as it stood, and drops the deliveries table', async () => {
    const { settings, db } = await storeAtMigration(engine, beforeJobs);
    for (const [index, id] of ['queued', 'sending', 'sent', 'failed'].entries()) {
      await db
        .insertInto('leads')
        .values(lead(id, 1000 + index))
        .execute();
    }
    await db
      .insertInto('deliveries')
      .values([
        { lead_id: 'queued', destination: 'email', state: 'queued', ...delivery },
        {
          lead_id: 'queued',
          destination: 'webhook',
          state: 'queued',
          ...delivery,
          attempts: 2,
          first_attempt_at: 1100,
          last_attempt_at: 1200,
          next_attempt_at: 5000,
          last_error: 'HTTP 500',
        },
        {
          lead_id: 'sending',
          destination: 'email',
          state: 'sending',
          ...delivery,
          attempts: 1,
          first_attempt_at: 1300,
          last_attempt_at: 1300,
          claimed_until: 9000,
        },
        {
          lead_id: 'sent',
          destination: 'email',
          state: 'sent',
          ...delivery,
          attempts: 1,
          first_attempt_at: 1400,
          last_attempt_at: 1400,
          rejected_recipients: '["sales@company.test"]',
        },
        {
          lead_id: 'failed',
          destination: 'email',
          state: 'failed',
          ...delivery,
          attempts: 3,
          first_attempt_at: 1500,
          last_attempt_at: 1600,
          last_error: '550 no such user',
          failure: 'refused',
        },
      ])
      .execute();
    await db.destroy();

    const store = await openStore(settings);
    try {
      const iso = (ms: number) => new Date(ms).toISOString();
      expect((await readLead(store, 'queued'))?.deliveries).toEqual({
        email: { state: 'queued', attempts: 0, nextAttemptAt: iso(1000) },
        webhook: {
          state: 'queued',
          attempts: 2,
          firstAttemptAt: iso(1100),
          lastAttemptAt: iso(1200),
          lastError: 'HTTP 500',
          nextAttemptAt: iso(5000),
        },
      });
      expect((await readLead(store, 'sending'))?.deliveries).toEqual({
        email: {
          state: 'sending',
          attempts: 1,
          firstAttemptAt: iso(1300),
          lastAttemptAt: iso(1300),
        },
      });
      expect((await readLead(store, 'sent'))?.deliveries).toEqual({
        email: {
          state: 'sent',
          attempts: 1,
          firstAttemptAt: iso(1400),
          lastAttemptAt: iso(1400),
          rejectedRecipients: ['sales@company.test'],
        },
      });
      expect((await readLead(store, 'failed'))?.deliveries).toEqual({
        email: {
          state: 'failed',
          attempts: 3,
          firstAttemptAt: iso(1500),
          lastAttemptAt: iso(1600),
          lastError: '550 no such user',
          failure: 'refused',
        },
      });
      const jobs = await store.db
        .selectFrom('jobs')
        .select(['task', 'key', 'run_at', 'claimed_until'])
        .orderBy('key')
        .orderBy('task')
        .execute();
      expect(jobs).toEqual([
        { task: 'email', key: 'failed', run_at: 1000, claimed_until: null },
        { task: 'email', key: 'queued', run_at: 1000, claimed_until: null },
        { task: 'webhook', key: 'queued', run_at: 5000, claimed_until: null },
        { task: 'email', key: 'sending', run_at: 1000, claimed_until: 9000 },
        { task: 'email', key: 'sent', run_at: 1000, claimed_until: null },
      ]);
      await expect(sql`select 1 from deliveries`.execute(store.db)).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
