import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { afterSentinel, buildInsightApp, pageView, postBeacon } from '../insight/insightHelper';
import { sample } from './opsHelper';

describeEachEngine('/metrics, beacons', (engine) => {
  it('counts page views and every beacon by outcome', async () => {
    const { app, store, config } = await buildInsightApp(engine);
    const before = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(before, 'site_beacons_total{outcome="limited"}')).toBe(0);

    await postBeacon(app, pageView('/'));
    await postBeacon(app, { ...pageView('/contact'), view: false, started: true });
    await postBeacon(app, pageView('/'), { headers: { 'user-agent': 'Googlebot/2.1' } });
    await postBeacon(app, pageView('/'), { headers: { 'sec-gpc': '1' } });
    await postBeacon(app, pageView('/'), { headers: { origin: 'https://elsewhere.example' } });
    await postBeacon(app, '{broken');
    for (let index = 0; index <= config.insightBeaconsPerMinute; index += 1) {
      await postBeacon(app, 'x', { address: '198.51.100.9' });
    }
    await afterSentinel(app, store);

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(metrics, 'site_page_views_total')).toBe(2); // the sentinel's view included
    expect(sample(metrics, 'site_beacons_total{outcome="recorded"}')).toBe(3);
    expect(sample(metrics, 'site_beacons_total{outcome="crawler"}')).toBe(1);
    expect(sample(metrics, 'site_beacons_total{outcome="declined"}')).toBe(1);
    expect(sample(metrics, 'site_beacons_total{outcome="foreign"}')).toBe(1);
    expect(sample(metrics, 'site_beacons_total{outcome="malformed"}')).toBe(
      config.insightBeaconsPerMinute + 1,
    );
    expect(sample(metrics, 'site_beacons_total{outcome="limited"}')).toBe(1);
    expect(sample(metrics, 'site_beacons_total{outcome="dropped"}')).toBe(0);
  });
});
