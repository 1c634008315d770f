import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { Config } from '../../../server/config';
import { runInsightCommand } from '../../../server/operations/insightCommand';
import { dayMs } from '../../../server/operations/retention';
import type { Store } from '../../../server/store/store';
import { seedLead } from '../storeHelper';
import { afterSentinel, pageView, postBeacon } from './insightHelper';

const tuesday = Date.parse('2026-11-24T10:00:00.000Z');
const wednesday = Date.parse('2026-11-25T10:00:00.000Z');
/** When the report is asked for, over two days: Tuesday and Wednesday. */
export const reportedAt = Date.parse('2026-11-25T20:00:00.000Z');

const newsletter = {
  referrer: 'https://www.google.com',
  utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
};
const fromLinkedIn = { referrer: 'https://www.linkedin.com', device: 'mobile' };

/**
 * Two visitors on Tuesday, one of them again on Wednesday, a crawler, a GPC visitor and a broken
 * beacon; a lead from the newsletter, one without a source, one held and one from before.
 */
export async function scriptVisits(app: FastifyInstance, store: Store): Promise<void> {
  const a = { address: '203.0.113.1' };
  const b = { address: '203.0.113.2' };
  vi.useFakeTimers({ toFake: ['Date'], now: tuesday });
  await postBeacon(
    app,
    pageView('/', { ...newsletter, vitals: { lcp: 1000, inp: 100, cls: 0.05, ttfb: 200 } }),
    a,
  );
  await postBeacon(app, pageView('/services', newsletter), a);
  await postBeacon(app, pageView('/contact', newsletter), a);
  await postBeacon(app, { ...pageView('/contact', newsletter), view: false, started: true }, a);
  await postBeacon(
    app,
    pageView('/about', { ...fromLinkedIn, vitals: { lcp: 3000, cls: 0.3 } }),
    b,
  );
  await postBeacon(app, pageView('/', { ...fromLinkedIn, vitals: { lcp: 2000 } }), b);
  await postBeacon(app, pageView('/'), {
    headers: {
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    },
  });
  await postBeacon(app, pageView('/'), { headers: { 'sec-gpc': '1' } });
  await postBeacon(app, 'garbage');
  await afterSentinel(app, store);
  vi.setSystemTime(wednesday);
  await postBeacon(app, pageView('/contact', { vitals: { lcp: 5000, ttfb: 2000 } }), a);
  vi.useRealTimers();
  // The sentinels are beacons too: out of the way, on a day the report does not cover.
  await afterSentinel(app, store);
  await store.db.deleteFrom('insight_views').where('utm_campaign', 'like', 'sentinel-%').execute();

  const fromNewsletter = await seedLead(store, 'sent', { receivedAt: new Date(tuesday) });
  await store.db
    .updateTable('leads')
    .set({
      attribution: JSON.stringify({
        landingPage: '/',
        utm: newsletter.utm,
        pagesSeen: ['/', '/contact'],
      }),
    })
    .where('id', '=', fromNewsletter)
    .execute();
  await seedLead(store, 'pending', { receivedAt: new Date(wednesday) });
  await seedLead(store, 'spam', { receivedAt: new Date(wednesday) });
  await seedLead(store, 'sent', { receivedAt: new Date(tuesday - 3 * dayMs) });
}

/** What the script made, counted by hand. */
export const scriptedReport = {
  period: { from: '2026-11-24', to: '2026-11-25', days: 2 },
  days: [
    { date: '2026-11-24', visitors: 2, pageViews: 5 },
    { date: '2026-11-25', visitors: 1, pageViews: 1 },
  ],
  topPages: [
    { key: '/', count: 2 },
    { key: '/contact', count: 2 },
    { key: '/about', count: 1 },
    { key: '/services', count: 1 },
  ],
  referrers: [
    { key: 'www.google.com', count: 1 },
    { key: 'www.linkedin.com', count: 1 },
  ],
  campaigns: [{ key: 'newsletter / email / spring', count: 1 }],
  devices: [
    { key: 'desktop', count: 2 },
    { key: 'mobile', count: 1 },
  ],
  funnel: { visits: 3, contactViews: 2, formStarted: 1, sent: 2, delivered: 1, held: 1 },
  leadsBySource: [
    { key: 'direct', count: 1 },
    { key: 'newsletter / email / spring', count: 1 },
  ],
  vitals: [
    {
      path: '/',
      lcp: { p75: 2000, rating: 'good', samples: 2 },
      inp: { p75: 100, rating: 'good', samples: 1 },
      cls: { p75: 0.05, rating: 'good', samples: 1 },
      ttfb: { p75: 200, rating: 'good', samples: 1 },
    },
    {
      path: '/about',
      lcp: { p75: 3000, rating: 'needs improvement', samples: 1 },
      cls: { p75: 0.3, rating: 'poor', samples: 1 },
    },
    {
      path: '/contact',
      lcp: { p75: 5000, rating: 'poor', samples: 1 },
      ttfb: { p75: 2000, rating: 'poor', samples: 1 },
    },
  ],
};

/** `npm run insight -- <argv>` in-process, at `reportedAt`. */
export async function insightCommand(config: Config, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runInsightCommand(argv, {
    config,
    now: () => reportedAt,
    print: (text) => (stdout += `${text}\n`),
    printError: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}
