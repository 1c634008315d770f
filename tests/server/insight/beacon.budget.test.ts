import { expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { postJson, validMessage, waitFor } from '../helper';
import { sample } from '../operations/opsHelper';
import { buildInsightApp, postBeacon, storedRows, tagged } from './insightHelper';

describeEachEngine('the beacon budget', (engine) => {
  it('drops beacons from any number of addresses past the minute budget, counts them, and a lead is taken all the same', async () => {
    const { app, store } = await buildInsightApp(engine, { insightBeaconBudgetPerMinute: 5 });

    const answers = [];
    for (let index = 0; index < 12; index += 1) {
      answers.push(
        (await postBeacon(app, tagged(`flood-${index}`), { address: `198.51.100.${index + 1}` }))
          .statusCode,
      );
    }
    const lead = await postJson(app, validMessage, { remoteAddress: '198.51.100.200' });

    expect(answers).toEqual(Array(12).fill(204));
    await waitFor(async () => (await storedRows(store)).length === 5);
    expect((await storedRows(store)).map((row) => row.utm_campaign)).toEqual(
      Array.from({ length: 5 }, (_, index) => `flood-${index}`),
    );
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(metrics, 'site_beacons_total{outcome="over_budget"}')).toBe(7);
    expect(sample(metrics, 'site_beacons_total{outcome="recorded"}')).toBe(5);
    expect(lead.statusCode).toBe(202);
    expect(await readLead(store, lead.json<{ id: string }>().id)).toBeDefined();
  });

  it("leaves, at the default settings, room for other visitors' beacons when one address sends all it may", async () => {
    const { insightBeaconsPerMinute, insightBeaconBudgetPerMinute } = loadConfig({});
    const { app, store } = await buildInsightApp(engine, {
      insightBeaconsPerMinute,
      insightBeaconBudgetPerMinute,
    });
    const flood = [];
    for (let index = 0; index <= insightBeaconsPerMinute; index += 1) {
      flood.push(
        (await postBeacon(app, tagged(`script-${index}`), { address: '198.51.100.7' })).statusCode,
      );
    }
    expect(flood.at(-1)).toBe(429);
    expect(
      (await postBeacon(app, tagged('a-person'), { address: '203.0.113.20' })).statusCode,
    ).toBe(204);

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(metrics, 'site_beacons_total{outcome="over_budget"}')).toBe(0);
    await waitFor(async () =>
      (await storedRows(store)).some((row) => row.utm_campaign === 'a-person'),
    );
  });
});
