import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../server/config';
import type { InsightViewTable as InsightView } from '../../../server/store/schema';
import type { Engine } from '../../../server/store/store';
import { latestStoreFor } from '../engines';
import { buildTestApp, waitFor } from '../helper';
import { openStoreOf } from '../storeHelper';

/** What a desktop Chrome says: counted, unlike the crawlers and headless browsers. */
const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const pageView = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  view: true,
  started: false,
  device: 'desktop',
  ...extra,
});

/** Every beacon written at once, in order: a test reads the store as soon as the last one is in. */
const writeEachAtOnce = { flushMs: 0, batchRows: 1, maxWaiting: 1000 };

/**
 * The app on `engine`, beacons written one by one, and its store opened beside it. The budget
 * for all addresses together is out of the way unless a test sets it.
 */
export async function buildInsightApp(engine: Engine, overrides: Partial<Config> = {}) {
  const { app, config } = await buildTestApp(
    {
      ...(await latestStoreFor(engine)),
      insightBeaconBudgetPerMinute: 10_000,
      ...overrides,
    },
    // Retention's run at start, on a clock before every dated visit, rolls up no day under a test.
    { beaconBatch: writeEachAtOnce, retentionClock: () => Date.parse('2000-01-01T00:00:00Z') },
  );
  return { app, config, store: await openStoreOf(config) };
}

/** A beacon as sendBeacon posts it: text/plain, from a visitor at `address`. */
export function postBeacon(
  app: FastifyInstance,
  body: unknown,
  {
    address = '203.0.113.10',
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/beacon',
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserAgent, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const storedRows = (store: Awaited<ReturnType<typeof openStoreOf>>) =>
  store.db.selectFrom('insight_views').selectAll().orderBy('received_at').execute();

let sentinels = 0;

/** A beacon's mark for a test to find its row by: paths count as the site's pages, tags as sent. */
export const tagged = (campaign: string, path = '/') => pageView(path, { utm: { campaign } });

/** Waits until a last, valid beacon (a sentinel) is stored: all before it are written by then. */
export async function afterSentinel(
  app: FastifyInstance,
  store: Awaited<ReturnType<typeof openStoreOf>>,
  address = '203.0.113.250',
) {
  const campaign = `sentinel-${(sentinels += 1)}`;
  await postBeacon(app, tagged(campaign), { address });
  await waitFor(async () => (await storedRows(store)).some((row) => row.utm_campaign === campaign));
  return (await storedRows(store)).filter((row) => !isSentinel(row.utm_campaign));
}

const isSentinel = (campaign: string | null) => campaign?.startsWith('sentinel-') ?? false;

/** Raw rows straight into the store, as many as a test needs, without the beacon's way. */
export async function seedViews(
  store: Awaited<ReturnType<typeof openStoreOf>>,
  count: number,
  rowOf: (index: number) => Partial<InsightView> & Pick<InsightView, 'received_at'>,
) {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const row = rowOf(start + offset);
      return {
        day: Math.floor(row.received_at / 86_400_000),
        visitor: `visitor-${start + offset}`,
        path: '/',
        view: 1,
        form_started: 0,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: 'desktop' as const,
        lcp: null,
        inp: null,
        cls: null,
        ttfb: null,
        ...row,
      };
    });
    await store.db.insertInto('insight_views').values(rows).execute();
  }
}
