import type { Store } from '../store/store';
import { countTotalsOf, vitalSamplesOf, vitalTotalsOf } from './dailyTotals';

/**
 * Raw beacons of days before `beforeDay` become their daily totals, in one transaction: a report
 * reads either the rows or their totals, never both. Totals already written (another instance
 * rolled the same day up first) are kept as they are. Returns how many raw rows went.
 */
export async function rollUpInsight(store: Store, beforeDay: number): Promise<number> {
  return store.db.transaction().execute(async (trx) => {
    const oldest = await trx
      .selectFrom('insight_views')
      .select((eb) => eb.fn.min('day').as('day'))
      .where('day', '<', beforeDay)
      .executeTakeFirst();
    if (oldest?.day === null || oldest?.day === undefined) return 0;
    const inTransaction = { ...store, db: trx };
    const range = { from: Number(oldest.day), to: beforeDay - 1 };
    const totals = [
      ...(await countTotalsOf(inTransaction, range)),
      ...vitalTotalsOf(await vitalSamplesOf(inTransaction, range)),
    ];
    for (let start = 0; start < totals.length; start += 500) {
      await trx
        .insertInto('insight_daily')
        .values(totals.slice(start, start + 500))
        .onConflict((conflict) => conflict.columns(['day', 'measure', 'key']).doNothing())
        .execute();
    }
    const { numDeletedRows } = await trx
      .deleteFrom('insight_views')
      .where('day', '<', beforeDay)
      .executeTakeFirst();
    return Number(numDeletedRows);
  });
}
