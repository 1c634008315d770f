import { expect, it } from 'vitest';
import { readInsightReport } from '../../../server/insight/report';
import { insightReportText } from '../../../server/operations/insightCommand';
import { openTestStore } from '../storeHelper';
import { seedViews } from './insightHelper';
import { reportedAt } from './scriptedVisits';

it('rates each p75 as it is shown: a value rounded onto a threshold is not rated past it', async () => {
  const store = await openTestStore('sqlite');
  // Browsers measure LCP and CLS in fractions: 2,500.4 ms is shown as 2,500 ms, 0.1004 as 0.1.
  await seedViews(store, 1, () => ({ received_at: reportedAt, lcp: 2500.4, cls: 0.1004 }));
  await seedViews(store, 1, () => ({ received_at: reportedAt, path: '/about', cls: 0.104 }));

  const report = await readInsightReport(store, { days: 1, now: reportedAt });
  const home = report.vitals.find((row) => row.path === '/');
  expect(home?.lcp).toEqual({ p75: 2500, rating: 'good', samples: 1 });
  expect(home?.cls).toEqual({ p75: 0.1, rating: 'good', samples: 1 });

  // The text shows the p75 the report rated, not one cut to two decimals (0.10 "needs improvement").
  const text = insightReportText(report);
  const about = text
    .slice(text.indexOf('Web Vitals'))
    .split('\n')
    .find((line) => line.startsWith('  /about'));
  expect(about).toContain('0.104 needs improvement (1)');
});
