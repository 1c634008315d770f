import { afterEach, expect, it, vi } from 'vitest';
import { applyInsightRetention, dayMs } from '../../../server/operations/retention';
import { describeEachEngine } from '../engines';
import { buildTestApp, waitFor } from '../helper';
import { buildInsightApp, pageView, postBeacon, storedRows, tagged } from './insightHelper';

const monday = Date.parse('2026-11-23T10:00:00.000Z');

const salts = async (store: Awaited<ReturnType<typeof buildInsightApp>>['store']) =>
  store.db.selectFrom('insight_salts').selectAll().orderBy('day').execute();

afterEach(() => {
  vi.useRealTimers();
});

describeEachEngine('the daily visitor hash', (engine) => {
  it('is one visitor within a day and another the next day; each day has a salt of its own, deleted after 48 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: monday });
    const { app, store } = await buildInsightApp(engine);
    const visit = async (tag: string, address = '203.0.113.5') => {
      expect((await postBeacon(app, tagged(tag), { address })).statusCode).toBe(204);
      await waitFor(async () => (await storedRows(store)).some((row) => row.utm_campaign === tag));
    };

    await visit('monday-1');
    vi.setSystemTime(monday + 8 * 60 * 60 * 1000);
    await visit('monday-2');
    await visit('monday-other', '203.0.113.6');
    vi.setSystemTime(monday + dayMs);
    await visit('tuesday');

    const rows = await storedRows(store);
    const visitorOf = (tag: string) => rows.find((row) => row.utm_campaign === tag)?.visitor;
    expect(visitorOf('monday-1')).toBe(visitorOf('monday-2'));
    expect(visitorOf('monday-other')).not.toBe(visitorOf('monday-1'));
    expect(visitorOf('tuesday')).not.toBe(visitorOf('monday-1'));
    const [mondaySalt, tuesdaySalt, ...more] = await salts(store);
    expect(more).toEqual([]);
    expect(mondaySalt?.salt).not.toBe(tuesdaySalt?.salt);

    // Wednesday: Monday began 48 hours ago; its salt goes as Wednesday's is made.
    vi.setSystemTime(monday + 2 * dayMs);
    await visit('wednesday');
    expect((await salts(store)).map((row) => row.day)).toEqual([
      tuesdaySalt?.day,
      (tuesdaySalt?.day ?? 0) + 1,
    ]);

    // Nobody visits on Friday: the retention job deletes Wednesday's salt all the same.
    await applyInsightRetention(store, { rawDays: 90, totalsDays: 750 }, monday + 4 * dayMs);
    expect((await salts(store)).map((row) => row.day)).toEqual([]);
  });

  it('is the same on two instances sharing a store: the first to see a day writes its salt', async () => {
    const first = await buildInsightApp(engine);
    const { app: second } = await buildTestApp(
      { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl },
      { beaconBatch: { flushMs: 0, batchRows: 1, maxWaiting: 10 } },
    );
    await Promise.all([
      postBeacon(first.app, pageView('/one')),
      postBeacon(second, pageView('/two')),
    ]);
    await waitFor(async () => (await storedRows(first.store)).length === 2);
    const [one, two] = await storedRows(first.store);
    expect(one?.visitor).toBe(two?.visitor);
    expect(await salts(first.store)).toHaveLength(1);
  });
});
