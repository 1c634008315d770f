import { afterEach, expect, it, vi } from 'vitest';
import { sitePaths } from '../../../client/content/sitePaths';
import { keysPerDay, otherKeys, otherPages } from '../../../server/insight/dailyTotals';
import { readInsightReport } from '../../../server/insight/report';
import { pruneInsight, rollUp } from '../../../server/insight/rollUp';
import { dayMs } from '../../../server/operations/retention';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { buildInsightApp, seedViews, storedRows } from './insightHelper';
import { insightCommand, reportedAt, scriptedReport, scriptVisits } from './scriptedVisits';

afterEach(() => {
  vi.useRealTimers();
});

const retention = { rawDays: 90, totalsDays: 750 };

const totalsRows = (store: Store) =>
  store.db.selectFrom('insight_daily').selectAll().orderBy('day').orderBy('measure').execute();

/** Turns of the event loop taken while `work` runs: none means it held the loop throughout. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let going = true;
  const tick = () => {
    turns += 1;
    if (going) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  going = false;
  return turns;
}

describeEachEngine('insight roll-up and retention', (engine) => {
  it('rolls each day that is over into totals the report reads the same, then deletes raw rows and totals past their retention', async () => {
    const { app, config, store } = await buildInsightApp(engine);
    await scriptVisits(app, store);
    const rawRows = (await storedRows(store)).length;

    // Wednesday evening: Tuesday is over, Wednesday is not.
    expect(await rollUp(store, reportedAt)).toBe(1);
    expect(await rollUp(store, reportedAt)).toBe(0);
    expect(JSON.parse((await insightCommand(config, '--days', '2', '--json')).stdout)).toEqual(
      scriptedReport,
    );
    expect(await rollUp(store, reportedAt + dayMs)).toBe(1);
    expect(JSON.parse((await insightCommand(config, '--days', '2', '--json')).stdout)).toEqual(
      scriptedReport,
    );

    // 90 days after Wednesday, Tuesday's raw rows are past their 90 days and Wednesday's are not.
    const later = reportedAt + 90 * dayMs;
    expect(await pruneInsight(store, later, retention)).toBe(rawRows - 1);
    expect((await storedRows(store)).map((row) => row.path)).toEqual(['/contact']);
    expect(await pruneInsight(store, later, retention)).toBe(0);
    expect(JSON.parse((await insightCommand(config, '--days', '2', '--json')).stdout)).toEqual(
      scriptedReport,
    );

    // The totals have a retention of their own: 750 days after, Tuesday's go, Wednesday's stay.
    expect(await pruneInsight(store, reportedAt + 750 * dayMs, retention)).toBe(1);
    expect(new Set((await totalsRows(store)).map((row) => row.day))).toEqual(
      new Set([Math.floor(reportedAt / dayMs)]),
    );
  });

  it("deletes a day's totals past their retention however many it kept, whatever their measures", async () => {
    const { store } = await buildInsightApp(engine);
    const old = Math.floor(reportedAt / dayMs) - 800;
    // A day from before the totals were bounded: more rows than a batch, under names of any case,
    // in measures no version counts any more.
    const measures = ['Referrer', 'campaign', 'legacy-measure', 'page', 'referrer'];
    await store.db
      .insertInto('insight_daily')
      .values(
        Array.from({ length: 2600 }, (_, index) => ({
          day: old,
          measure: measures[index % measures.length] ?? 'page',
          key: `${index % 2 === 0 ? 'Zürich' : 'zurich'}-${index}`,
          value: 1,
        })),
      )
      .execute();
    await store.db
      .insertInto('insight_daily')
      .values({ day: old + 100, measure: 'visitors', key: '', value: 3 })
      .execute();
    await pruneInsight(store, reportedAt, retention);
    expect(await totalsRows(store)).toEqual([
      { day: old + 100, measure: 'visitors', key: '', value: 3 },
    ]);
  });

  it('keeps raw rows of a day not rolled up yet, whatever their age', async () => {
    const { store } = await buildInsightApp(engine);
    await seedViews(store, 3, () => ({ received_at: reportedAt }));
    expect(await pruneInsight(store, reportedAt + 100 * dayMs, retention)).toBe(0);
    expect(await storedRows(store)).toHaveLength(3);
  });

  it('takes a rolled-up day p75 as standing for its samples', async () => {
    const { config, store } = await buildInsightApp(engine);
    const day = Math.floor(reportedAt / dayMs);
    await store.db
      .insertInto('insight_daily')
      .values([
        { day: day - 1, measure: 'lcp-p75', key: '/', value: 1000 },
        { day: day - 1, measure: 'lcp-samples', key: '/', value: 3 },
        { day, measure: 'lcp-p75', key: '/', value: 4200 },
        { day, measure: 'lcp-samples', key: '/', value: 1 },
      ])
      .execute();
    const { stdout } = await insightCommand(config, '--days', '2', '--json');
    expect(JSON.parse(stdout).vitals).toEqual([
      { path: '/', lcp: { p75: 1000, rating: 'good', samples: 4 } },
    ]);
  });

  it("keeps a day's totals to the site's pages and its most visited referrers and campaigns, whatever the rows hold", async () => {
    const { store } = await buildInsightApp(engine);
    const tuesday = reportedAt - dayMs;
    // Rows from before paths were counted as pages: a path, a referrer, a campaign each.
    await seedViews(store, 600, (index) => ({
      received_at: tuesday + index,
      path: index < 300 ? `/forged/${index}` : (sitePaths[index % sitePaths.length] ?? '/'),
      referrer: `host-${index}.example`,
      utm_campaign: `campaign-${index}`,
      lcp: 1000,
    }));
    // One referrer and one campaign from many visitors: they rank first.
    await seedViews(store, 10, (index) => ({
      received_at: tuesday + 1000 + index,
      visitor: `repeat-${index}`,
      referrer: 'www.google.com',
      utm_campaign: 'spring',
    }));
    await rollUp(store, reportedAt);

    const totals = await totalsRows(store);
    const keysOf = (measure: string) =>
      totals.filter((row) => row.measure === measure).map((row) => row.key);
    expect(new Set([...keysOf('page'), ...keysOf('lcp-p75')])).toEqual(
      new Set([...sitePaths, otherPages]),
    );
    for (const measure of ['referrer', 'campaign']) {
      expect(keysOf(measure)).toHaveLength(keysPerDay + 1);
      const counts = new Map(
        totals.filter((row) => row.measure === measure).map((row) => [row.key, row.value]),
      );
      expect(counts.get(measure === 'referrer' ? 'www.google.com' : 'spring')).toBe(10);
      // 610 visits: the 99 other keys kept have one each, the rest are one bucket.
      expect(counts.get(otherKeys)).toBe(600 - (keysPerDay - 1));
    }
  });

  it('keeps the referrers with most visits, a tie by name, in whatever order they come', async () => {
    const { store } = await buildInsightApp(engine);
    const tuesday = reportedAt - dayMs;
    // Over ten thousand referrers of one visit, then the most visited ones last: 60 of three
    // visits and 60 of two, of which the 40 first by name are kept.
    const visits = new Map<string, number>();
    const referrers: string[] = [];
    for (let index = 0; index < 10_200; index += 1) referrers.push(`host-${index}.example`);
    for (const [count, name] of [
      [3, 'three'],
      [2, 'two'],
    ] as const) {
      for (let index = 0; index < 60; index += 1) {
        for (let visit = 0; visit < count; visit += 1) referrers.push(`${name}-${index}.example`);
      }
    }
    for (const referrer of referrers) visits.set(referrer, (visits.get(referrer) ?? 0) + 1);
    await seedViews(store, referrers.length, (index) => ({
      received_at: tuesday + index,
      referrer: referrers[index] ?? null,
    }));
    await rollUp(store, reportedAt);

    const ranked = [...visits].sort(
      ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1),
    );
    const kept = ranked.slice(0, keysPerDay);
    const rest = referrers.length - kept.reduce((sum, [, count]) => sum + count, 0);
    const totals = await totalsRows(store);
    expect(
      new Map(
        totals.filter((row) => row.measure === 'referrer').map((row) => [row.key, row.value]),
      ),
    ).toEqual(new Map([...kept, [otherKeys, rest]]));
    expect(kept.filter(([, count]) => count === 2)).toHaveLength(40);
  });

  it('gives the event loop a turn between batches: the roll-up, the report and retention never hold it', async () => {
    const { store } = await buildInsightApp(engine);
    const tuesday = reportedAt - dayMs;
    await seedViews(store, 8000, (index) => ({
      received_at: tuesday + index,
      path: '/services',
      lcp: index,
    }));
    expect(
      await turnsDuring(() => readInsightReport(store, { days: 2, now: tuesday })),
    ).toBeGreaterThanOrEqual(5);
    expect(await turnsDuring(() => rollUp(store, reportedAt))).toBeGreaterThanOrEqual(5);
    expect(
      await turnsDuring(() => pruneInsight(store, reportedAt + 90 * dayMs, retention)),
    ).toBeGreaterThanOrEqual(5);
    expect(await storedRows(store)).toEqual([]);
  });
});
