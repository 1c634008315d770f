import { expect, it } from 'vitest';
import { forgetConsoleAccess, purgeConsents, purgeLeads } from '../../../server/store/retention';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { leadsIn, openTestStore, seedLead, withQueryLog } from '../storeHelper';

const dayMs = 24 * 60 * 60 * 1000;
const now = Date.parse('2028-06-15T12:00:00.000Z');
const daysAgo = (days: number, extraMs = 0) => new Date(now - days * dayMs - extraMs);

async function count(store: Store, table: 'leads' | 'consents'): Promise<number> {
  const row = await store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

/**
 * What another request reads of `table` while `start`'s work runs: every count it saw. A purge
 * in one transaction shows it nothing but before and after; one in batches shows its progress,
 * and the reads that saw it went through between them.
 */
async function countsWhile<T>(
  store: Store,
  table: 'leads' | 'consents',
  start: () => Promise<T>,
): Promise<{ result: T; seen: Set<number> }> {
  // Two connections open before the work starts: a reader still connecting to PostgreSQL could
  // miss a whole purge of a few quick batches.
  await Promise.all([count(store, table), count(store, table)]);
  let done = false;
  const seen: number[] = [];
  const work = start();
  const reading = (async () => {
    while (!done) {
      seen.push(await count(store, table));
      // Each read a request of its own, queued where the purge lets requests through: a timer
      // here could wait out a whole purge of a few quick batches (CI saw it on a loaded run).
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const result = await work.finally(() => (done = true));
  await reading;
  return { result, seen: new Set(seen) };
}

describeEachEngine('a purge of many leads', (engine) => {
  it('goes in batches, a transaction each, that other requests get between', async () => {
    const store = await openTestStore(engine);
    const old: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      old.push(await seedLead(store, 'sent', { receivedAt: daysAgo(800, index) }));
    }
    // Kept in the middle of them: never judged again by every batch, never deleted.
    const failed = await seedLead(store, 'failed', { receivedAt: daysAgo(800, 20) });
    const pending = await seedLead(store, 'pending', { receivedAt: daysAgo(900) });
    const recent = await seedLead(store, 'sent', { receivedAt: daysAgo(10) });

    const { result, seen } = await countsWhile(store, 'leads', () =>
      purgeLeads(
        store,
        { sentBefore: now - 730 * dayMs, spamBefore: now - 30 * dayMs, webhook: false },
        5,
      ),
    );

    expect(result).toEqual({ sent: 40, spam: 0 });
    expect([...seen].some((leads) => leads < 43 && leads > 3)).toBe(true);
    expect(await leadsIn(store, 'sent')).toEqual([recent]);
    expect(await leadsIn(store, 'failed')).toEqual([failed]);
    expect(await leadsIn(store, 'pending')).toEqual([pending]);
    const deliveries = await store.db.selectFrom('jobs').select('key').execute();
    expect(deliveries.map((row) => row.key).sort()).toEqual([failed, pending, recent].sort());
  });

  it('reads only the leads its cut-offs reach: each status up to its own', async () => {
    const plain = await openTestStore(engine);
    // Delivered leads inside RETENTION_DAYS but older than the spam period: none is for deleting.
    for (let index = 0; index < 12; index += 1) {
      await seedLead(plain, 'sent', { receivedAt: daysAgo(100, index) });
    }
    await seedLead(plain, 'spam', { receivedAt: daysAgo(40) });
    const spam = await seedLead(plain, 'spam', { receivedAt: daysAgo(10) });
    const { store, log } = withQueryLog(plain);

    const removed = await purgeLeads(
      store,
      { sentBefore: now - 730 * dayMs, spamBefore: now - 30 * dayMs, webhook: false },
      5,
    );

    expect(removed).toEqual({ sent: 0, spam: 1 });
    expect(await leadsIn(plain, 'spam')).toEqual([spam]);
    expect(await leadsIn(plain, 'sent')).toHaveLength(12);
    const read = log.filter(({ sql }) => sql.startsWith('select') && sql.includes('from "leads"'));
    expect(read.reduce((rows, statement) => rows + statement.rows, 0)).toBe(1);
  });

  it('of consent records goes in batches too, and keeps the recent ones', async () => {
    const store = await openTestStore(engine);
    const consent = { version: 'unknown', text: null, sha256: null };
    for (let index = 0; index < 30; index += 1) {
      await seedLead(store, 'sent', { receivedAt: daysAgo(2000, index), consent });
    }
    await seedLead(store, 'sent', { receivedAt: daysAgo(100), consent });

    const { result, seen } = await countsWhile(store, 'consents', () =>
      purgeConsents(store, now - 1826 * dayMs, 4),
    );

    expect(result).toBe(30);
    expect([...seen].some((consents) => consents < 31 && consents > 1)).toBe(true);
    expect(await count(store, 'consents')).toBe(1);
  });

  it('of console sessions and invites goes in batches too, to the last, and keeps the open ones', async () => {
    const store = await openTestStore(engine);
    const hourMs = 3_600_000;
    for (let index = 0; index < 8; index += 1) {
      const seenAt = index < 7 ? now - 2 * hourMs : now;
      await store.db
        .insertInto('console_sessions')
        .values({
          id: `session-${index}`,
          token_hash: `hash-${index}`,
          user_id: 'someone',
          passkey_id: 'phone',
          created_at: seenAt,
          last_seen_at: seenAt,
          user_agent: 'Browser',
          assertion_at: seenAt,
        })
        .execute();
      await store.db
        .insertInto('console_invites')
        .values({
          token_hash: `invite-${index}`,
          email: `person${index}@company.test`,
          role: 'member',
          created_at: now - hourMs,
          expires_at: index < 7 ? now : now + hourMs,
          used_at: null,
        })
        .execute();
    }

    await forgetConsoleAccess(
      store,
      { seenBefore: now - hourMs, startedBefore: now - 12 * hourMs, now },
      3,
    );

    expect(await store.db.selectFrom('console_sessions').select('id').execute()).toEqual([
      { id: 'session-7' },
    ]);
    expect(await store.db.selectFrom('console_invites').select('token_hash').execute()).toEqual([
      { token_hash: 'invite-7' },
    ]);
  });
});
