import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { applyRetention, dayMs, scheduleRetention } from '../../../server/operations/retention';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { buildTestApp, waitFor } from '../helper';
import { leadsIn, openTestStore, seedLead } from '../storeHelper';
import { commandStore } from './opsHelper';

const now = Date.parse('2028-06-15T12:00:00.000Z');
const at = (daysAgo: number, extraMs = 0) => new Date(now - daysAgo * dayMs - extraMs);
const policy = { sentDays: 730, spamDays: 30, consentDays: 1826, webhook: false };

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

afterEach(() => {
  vi.useRealTimers();
});

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

  it('runs at start and every hour on the clock, logging how many it removed each time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now });
    const store = await openTestStore(engine);
    const ids = await seedEveryKind(store);
    const lines: unknown[] = [];
    const log = { info: (fields: unknown) => lines.push(fields), error: vi.fn() };

    const retention = scheduleRetention({
      store,
      policy,
      insight: { rawDays: 90, totalsDays: 750 },
      log: log as unknown as FastifyBaseLogger,
    });
    await waitFor(() => lines.length === 1); // real timeouts: only setInterval and Date are fake
    const removedOne = {
      event: 'outbox_retention',
      removedSent: 1,
      removedSpam: 1,
      removedConsent: 0,
    };
    expect(lines[0]).toEqual(removedOne);

    // An hour later the two leads that were just inside their retention are past it.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await waitFor(() => lines.length === 2);
    expect(lines[1]).toEqual(removedOne);
    expect(await leadsIn(store, 'sent')).toEqual([ids.sentNew]);
    expect(await leadsIn(store, 'spam')).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    await retention.stop();
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
