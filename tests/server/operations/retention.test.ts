import type { FastifyBaseLogger } from 'fastify';
import { expect, it, onTestFinished, vi } from 'vitest';
import { JobRunner } from '../../../server/jobs/runner';
import { LeadEvents } from '../../../server/leadEvents';
import { applyRetention, dayMs, retentionTasks } from '../../../server/operations/retention';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { buildTestApp, waitFor } from '../helper';
import { leadsIn, openTestStore, seedLead } from '../storeHelper';
import { commandStore } from './opsHelper';

const now = Date.parse('2028-06-15T12:00:00.000Z');
const at = (daysAgo: number, extraMs = 0) => new Date(now - daysAgo * dayMs - extraMs);
const policy = {
  sentDays: 730,
  spamDays: 30,
  consentDays: 1826,
  webhook: false,
  consoleSessions: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
};
const quietLog = { info: () => {}, error: () => {}, warn: () => {} } as never;

async function seedEveryKind(store: Store) {
  return {
    sentOld: await seedLead(store, 'sent', { receivedAt: at(730, 1) }),
    sentEdge: await seedLead(store, 'sent', { receivedAt: at(730) }),
    sentNew: await seedLead(store, 'sent', { receivedAt: at(10) }),
    spamOld: await seedLead(store, 'spam', { receivedAt: at(30, 1) }),
    spamEdge: await seedLead(store, 'spam', { receivedAt: at(30) }),
    pendingAncient: await seedLead(store, 'pending', { receivedAt: at(2000) }),
    failedAncient: await seedLead(store, 'failed', { receivedAt: at(2000) }),
  };
}

describeEachEngine('retention', (engine) => {
  it('deletes exactly the delivered and held leads older than their retention, never pending or failed ones', async () => {
    const store = await openTestStore(engine);
    const ids = await seedEveryKind(store);

    expect(await applyRetention(store, policy, now)).toEqual({ sent: 1, spam: 1, consent: 0 });

    expect(await leadsIn(store, 'sent')).toEqual([ids.sentEdge, ids.sentNew]);
    expect(await leadsIn(store, 'spam')).toEqual([ids.spamEdge]);
    expect(await leadsIn(store, 'pending')).toEqual([ids.pendingAncient]);
    expect(await leadsIn(store, 'failed')).toEqual([ids.failedAncient]);
    const deliveries = await store.db.selectFrom('jobs').select('key').execute();
    expect(deliveries.map((row) => row.key).sort()).toEqual(
      [ids.sentEdge, ids.sentNew, ids.pendingAncient, ids.failedAncient].sort(),
    );
  });

  it('keeps a delivered mail whose lead waits for the CRM, or for a person there, only while LEAD_WEBHOOK_URL is configured', async () => {
    const store = await openTestStore(engine);
    const old = { receivedAt: at(800), webhook: true };
    const waiting = await seedLead(store, 'sent', old);
    const parked = await seedLead(store, 'sent', old);
    const done = await seedLead(store, 'sent', old);
    const crm = (id: string, state: 'sent' | 'failed') =>
      store.db
        .updateTable('jobs')
        .set({ state: state === 'sent' ? 'done' : state, attempts: 1 })
        .where('key', '=', id)
        .where('task', '=', 'webhook')
        .execute();
    await crm(parked, 'failed');
    await crm(done, 'sent');

    expect((await applyRetention(store, { ...policy, webhook: true }, now)).sent).toBe(1);
    expect((await leadsIn(store, 'sent')).sort()).toEqual([waiting, parked].sort());

    // Nothing will ever send it to a CRM no longer configured: it goes with its period.
    expect((await applyRetention(store, policy, now)).sent).toBe(2);
    expect(await leadsIn(store, 'sent')).toEqual([]);
    expect(await store.db.selectFrom('jobs').select('key').execute()).toEqual([]);
  });

  it('runs at start and every hour on the clock, once for every instance, logging how many it removed each time', async () => {
    const store = await openTestStore(engine);
    const ids = await seedEveryKind(store);
    const lines: unknown[] = [];
    const log = {
      info: (fields: unknown) => lines.push(fields),
      error: vi.fn(),
      warn: vi.fn(),
    } as unknown as FastifyBaseLogger;
    const clock = { now };
    const tasks = retentionTasks({ store, policy, insight: { rawDays: 90, totalsDays: 750 }, log });
    const instances = [0, 1].map(() => {
      const runner = new JobRunner(store, tasks, new LeadEvents(() => {}), log, {
        now: () => clock.now,
      });
      runner.start();
      onTestFinished(() => runner.stop());
      return runner;
    });
    const runDue = () => Promise.all(instances.map((runner) => runner.runDue()));

    await runDue();
    const removedOne = {
      event: 'outbox_retention',
      removedSent: 1,
      removedSpam: 1,
      removedConsent: 0,
    };
    expect(lines).toEqual([removedOne]);

    // Within the hour, nothing runs again.
    clock.now = now + 30 * 60 * 1000;
    await runDue();
    expect(lines).toHaveLength(1);

    // An hour later the two leads that were just inside their retention are past it.
    clock.now = now + 60 * 60 * 1000;
    await runDue();
    expect(lines).toEqual([removedOne, removedOne]);
    expect(await leadsIn(store, 'sent')).toEqual([ids.sentNew]);
    expect(await leadsIn(store, 'spam')).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('forgets the runs of schedules and the alerts’ posts after a week, and never a digest or a lead’s job', async () => {
    const store = await openTestStore(engine);
    const sent = await seedLead(store, 'sent', { receivedAt: at(1) });
    const job = (task: string, key: string, runAt: number, state: 'done' | 'failed') => ({
      task,
      key,
      payload: null,
      state,
      run_at: runAt,
      attempts: 1,
      first_attempt_at: runAt,
      last_attempt_at: runAt,
      claimed_until: null,
      claim: null,
      last_error: null,
      failure: null,
      result: null,
    });
    await store.db
      .insertInto('jobs')
      .values([
        job('alert-watch', 'old', now - 8 * dayMs, 'done'),
        job('alert-watch', 'recent', now - 6 * dayMs, 'done'),
        job('alert', 'old', now - 8 * dayMs, 'failed'),
        job('retention', 'old', now - 8 * dayMs, 'done'),
        job('held-digest', '2028-06-01', now - 14 * dayMs, 'done'),
      ])
      .execute();
    const [retention] = retentionTasks({
      store,
      policy,
      insight: { rawDays: 90, totalsDays: 750 },
      log: quietLog,
    });
    const runner = new JobRunner(
      store,
      retention ? [retention] : [],
      new LeadEvents(() => {}),
      quietLog,
      { now: () => now },
    );
    runner.start();
    onTestFinished(() => runner.stop());
    await runner.runDue();

    const left = await store.db
      .selectFrom('jobs')
      .select(['task', 'key'])
      .orderBy('task')
      .orderBy('key')
      .execute();
    expect(left).toEqual([
      { task: 'alert-watch', key: 'recent' },
      { task: 'email', key: sent },
      { task: 'held-digest', key: '2028-06-01' },
      { task: 'retention', key: '2028-06-15T12' },
    ]);
  });

  it('the server applies RETENTION_DAYS and SPAM_RETENTION_DAYS when it starts', async () => {
    const { config, store } = await commandStore(engine);
    const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
    const recent = await seedLead(store, 'sent', { receivedAt: daysAgo(5) });
    await seedLead(store, 'sent', { receivedAt: daysAgo(8) });
    await seedLead(store, 'spam', { receivedAt: daysAgo(3) });
    const pending = await seedLead(store, 'pending', { receivedAt: daysAgo(99) });

    await buildTestApp({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      retentionDays: 7,
      spamRetentionDays: 2,
    });

    await waitFor(async () => (await leadsIn(store, 'spam')).length === 0);
    await waitFor(async () => (await leadsIn(store, 'sent')).length === 1);
    expect(await leadsIn(store, 'sent')).toEqual([recent]);
    expect(await leadsIn(store, 'pending')).toEqual([pending]);
  });
});
