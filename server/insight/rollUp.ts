import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Store } from '../store/store';
import { dayOf, eachDayIn, rolledDays, totalsOfDay } from './dailyTotals';
import { forgetOldSalts } from './visitors';

/** A day is rolled up once it has been over this long: its last beacons are written by then. */
const settleMs = 10 * 60 * 1000;

/**
 * Every day over, with raw rows but no totals yet, gets its totals (a few hundred rows at most)
 * in one short transaction: a report reads a day's raw rows or its totals, never both, and a
 * roll-up cut short leaves nothing half done. The raw rows stay until pruneInsight; totals another
 * instance wrote first are kept. Returns the days rolled up.
 */
export async function rollUp(store: Store, now: number): Promise<number> {
  const before = dayOf(now - settleMs);
  let rolled = 0;
  for await (const day of eachDayIn(store, 'insight_views', { from: 0, to: before - 1 })) {
    if ((await rolledDays(store, { from: day, to: day })).size > 0) continue;
    const totals = await totalsOfDay(store, day);
    await store.db.transaction().execute(async (trx) => {
      for (let start = 0; start < totals.length; start += 500) {
        await trx
          .insertInto('insight_daily')
          .values(totals.slice(start, start + 500))
          .onConflict((conflict) => conflict.columns(['day', 'measure', 'key']).doNothing())
          .execute();
      }
    });
    rolled += 1;
    await nextTurn();
  }
  return rolled;
}

export interface InsightRetention {
  /** INSIGHT_RETENTION_DAYS: raw rows (visitor hashes) older than this are deleted */
  rawDays: number;
  /** INSIGHT_TOTALS_RETENTION_DAYS: daily totals older than this are deleted */
  totalsDays: number;
}

/** Rows deleted by one statement: a few milliseconds of SQLite's time each. */
const rowsPerDelete = 1000;

/** Deletes a raw day a batch at a time, oldest rows first; returns how many went. */
async function deleteRawDay(store: Store, day: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const bound = await store.db
      .selectFrom('insight_views')
      .select('received_at')
      .where('day', '=', day)
      .orderBy('received_at')
      .limit(1)
      .offset(rowsPerDelete)
      .executeTakeFirst();
    let batch = store.db.deleteFrom('insight_views').where('day', '=', day);
    if (bound !== undefined) batch = batch.where('received_at', '<=', bound.received_at);
    const { numDeletedRows } = await batch.executeTakeFirst();
    deleted += Number(numDeletedRows);
    await nextTurn();
    if (bound === undefined) return deleted;
  }
}

/** Deletes a day's totals a batch at a time (a day from before they were bounded may be large). */
async function deleteTotalsOfDay(store: Store, day: number): Promise<void> {
  for (;;) {
    const bound = await store.db
      .selectFrom('insight_daily')
      .select(['measure', 'key'])
      .where('day', '=', day)
      .orderBy('measure')
      .orderBy('key')
      .limit(1)
      .offset(rowsPerDelete)
      .executeTakeFirst();
    let batch = store.db.deleteFrom('insight_daily').where('day', '=', day);
    if (bound !== undefined) {
      batch = batch.where((eb) =>
        eb(eb.refTuple('measure', 'key'), '<', eb.tuple(bound.measure, bound.key)),
      );
    }
    await batch.execute();
    await nextTurn();
    if (bound === undefined) return;
  }
}

/**
 * Retention of what the beacons left: salts past their 48 hours (even on a day nobody visits),
 * raw rows past `rawDays` once their day is rolled up (a day not yet rolled up waits for it), and
 * daily totals past `totalsDays`, each a batch at a time. Returns the raw rows deleted.
 */
export async function pruneInsight(store: Store, now: number, retention: InsightRetention) {
  const { rawDays, totalsDays } = retention;
  const today = dayOf(now);
  await forgetOldSalts(store, today);
  const rawBefore = today - rawDays;
  const rolled = await rolledDays(store, { from: 0, to: rawBefore - 1 });
  let deleted = 0;
  for await (const day of eachDayIn(store, 'insight_views', { from: 0, to: rawBefore - 1 })) {
    if (rolled.has(day)) deleted += await deleteRawDay(store, day);
  }
  const totalsBefore = today - totalsDays;
  for (const day of await rolledDays(store, { from: 0, to: totalsBefore - 1 })) {
    await deleteTotalsOfDay(store, day);
  }
  return deleted;
}
