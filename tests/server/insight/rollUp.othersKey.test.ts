import { expect, it } from 'vitest';
import { keysPerDay, otherKeys } from '../../../server/insight/dailyTotals';
import { readInsightReport } from '../../../server/insight/report';
import { rollUp } from '../../../server/insight/rollUp';
import { dayMs } from '../../../server/operations/retention';
import { describeEachEngine } from '../engines';
import { buildInsightApp, seedViews } from './insightHelper';
import { reportedAt } from './scriptedVisits';

describeEachEngine('a campaign a visitor named like the bucket of the others', (engine) => {
  it('counts the same in a day rolled up as in its raw rows, every visit once', async () => {
    const { store } = await buildInsightApp(engine);
    const tuesday = reportedAt - dayMs;
    // More campaigns than a day keeps, and a forged one called "(others)" with the most visits.
    const campaigns = [
      ...Array.from({ length: keysPerDay + 50 }, (_, index) => `campaign-${index}`),
      ...Array.from({ length: 5 }, () => otherKeys),
    ];
    await seedViews(store, campaigns.length, (index) => ({
      received_at: tuesday + index,
      utm_campaign: campaigns[index] ?? null,
    }));
    const visitsOf = (report: Awaited<ReturnType<typeof readInsightReport>>) =>
      report.campaigns.reduce((sum, { count }) => sum + count, 0);

    const raw = await readInsightReport(store, { days: 2, now: reportedAt });
    expect(visitsOf(raw)).toBe(campaigns.length);
    expect(await rollUp(store, reportedAt)).toBe(1);
    const rolled = await readInsightReport(store, { days: 2, now: reportedAt });
    expect(visitsOf(rolled)).toBe(campaigns.length);
    expect(rolled.campaigns).toEqual(raw.campaigns);
  });
});
