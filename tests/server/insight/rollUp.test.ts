import { afterEach, expect, it, vi } from 'vitest';
import { applyInsightRetention, dayMs } from '../../../server/operations/retention';
import { describeEachEngine } from '../engines';
import { buildInsightApp, storedRows } from './insightHelper';
import { insightCommand, reportedAt, scriptedReport, scriptVisits } from './scriptedVisits';

afterEach(() => {
  vi.useRealTimers();
});

describeEachEngine('insight retention', (engine) => {
  it('rolls raw beacons past INSIGHT_RETENTION_DAYS into daily totals the report reads the same', async () => {
    const { app, config, store } = await buildInsightApp(engine);
    await scriptVisits(app, store);
    const rawRows = (await storedRows(store)).length;

    // 90 days after Wednesday, Tuesday's rows are past their 90 days and Wednesday's are not.
    const later = reportedAt + 90 * dayMs;
    expect(await applyInsightRetention(store, 90, later)).toBe(rawRows - 1);
    expect((await storedRows(store)).map((row) => row.path)).toEqual(['/contact']);
    expect(await applyInsightRetention(store, 90, later)).toBe(0);
    const { stdout } = await insightCommand(config, '--days', '2', '--json');
    expect(JSON.parse(stdout)).toEqual(scriptedReport);

    // A day later Wednesday goes too; nothing counts twice, nothing is lost.
    expect(await applyInsightRetention(store, 90, later + dayMs)).toBe(1);
    expect(await storedRows(store)).toEqual([]);
    const again = await insightCommand(config, '--days', '2', '--json');
    expect(JSON.parse(again.stdout)).toEqual(scriptedReport);
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
});
