import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../server/config';
import type { Engine } from '../../../server/store/store';
import { databaseUrlFor } from '../engines';
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

/** The app on `engine`, beacons written one by one, and its store opened beside it. */
export async function buildInsightApp(engine: Engine, overrides: Partial<Config> = {}) {
  const { app, config } = await buildTestApp(
    { databaseUrl: await databaseUrlFor(engine), ...overrides },
    { beaconBatch: writeEachAtOnce },
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

/** Waits until a last, valid beacon (a sentinel) is stored: all before it are written by then. */
export async function afterSentinel(
  app: FastifyInstance,
  store: Awaited<ReturnType<typeof openStoreOf>>,
  address = '203.0.113.250',
) {
  const path = `/sentinel/${(sentinels += 1)}`;
  await postBeacon(app, pageView(path), { address });
  await waitFor(async () => (await storedRows(store)).some((row) => row.path === path));
  return (await storedRows(store)).filter((row) => !isSentinel(row.path));
}

const isSentinel = (path: string) => path.startsWith('/sentinel/');
