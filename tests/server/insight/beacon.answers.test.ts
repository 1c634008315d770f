import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { waitFor } from '../helper';
import { sample } from '../operations/opsHelper';
import { describeEachEngine } from '../engines';
import { afterSentinel, buildInsightApp, pageView, postBeacon, tagged } from './insightHelper';

describeEachEngine('POST /api/beacon', (engine) => {
  it('answers 204 to malformed and oversized beacons and stores none of them', async () => {
    const { app, store } = await buildInsightApp(engine);
    const bodies: unknown[] = [
      '',
      'not json',
      '{"path":',
      'null',
      '[]',
      pageView('no-slash'),
      pageView('/a?query=1'),
      pageView('/', { device: 'fridge' }),
      pageView('/', { extra: 'field' }),
      pageView('/', { vitals: { lcp: -1 } }),
      pageView('/', { vitals: { cls: 'NaN' } }),
      pageView('/', { utm: { source: ' ' } }),
      pageView('/', { referrer: 'javascript:alert(1)' }),
      { ...pageView('/'), view: 'yes' },
      pageView(`/${'a'.repeat(3000)}`),
    ];
    const answers = [];
    for (const body of bodies) answers.push((await postBeacon(app, body)).statusCode);
    const binary = await app.inject({
      method: 'POST',
      url: '/api/beacon',
      headers: {
        'content-type': 'application/octet-stream',
        'user-agent': 'Mozilla/5.0 Chrome/131',
      },
      payload: Buffer.alloc(64 * 1024, 0xff),
    });
    answers.push(binary.statusCode);

    expect(answers).toEqual(bodies.map(() => 204).concat(204));
    expect(await afterSentinel(app, store)).toEqual([]);
  });

  it('answers 429 to a visitor past the limit, before reading what it sends, and stores what came before', async () => {
    const { app, store, config } = await buildInsightApp(engine);
    const limit = config.insightBeaconsPerMinute;
    const flood = [];
    for (let index = 0; index < limit + 10; index += 1) {
      flood.push(
        (await postBeacon(app, tagged(`flood-${index}`), { address: '198.51.100.7' })).statusCode,
      );
    }
    expect(flood.slice(0, limit).every((code) => code === 204)).toBe(true);
    expect(flood.slice(limit)).toEqual(Array(10).fill(429));
    // Oversized or not, past the limit it is a 429.
    expect(
      (await postBeacon(app, 'x'.repeat(10_000), { address: '198.51.100.7' })).statusCode,
    ).toBe(429);
    // Another visitor is not held back by the flood.
    expect((await postBeacon(app, tagged('other'), { address: '198.51.100.8' })).statusCode).toBe(
      204,
    );

    const rows = await afterSentinel(app, store);
    expect(rows.map((row) => row.utm_campaign)).toEqual([
      ...Array.from({ length: limit }, (_, index) => `flood-${index}`),
      'other',
    ]);
  });

  it('counts an IPv6 visitor by its /64: changing address within it escapes nothing', async () => {
    const { app, config } = await buildInsightApp(engine, { insightBeaconsPerMinute: 2 });
    expect(config.insightBeaconsPerMinute).toBe(2);
    const answers = [];
    for (const address of ['2001:db8:0:7::1', '2001:db8:0:7::2', '2001:db8:0:7:ab:cd:ef:1']) {
      answers.push((await postBeacon(app, tagged(address), { address })).statusCode);
    }
    answers.push(
      (await postBeacon(app, tagged('next'), { address: '2001:db8:0:8::1' })).statusCode,
    );
    expect(answers).toEqual([204, 204, 429, 204]);
  });

  it('stores a page view as sent, with the referrer host only and no address', async () => {
    const { app, store } = await buildInsightApp(engine);
    const answer = await postBeacon(
      app,
      pageView('/services', {
        started: true,
        referrer: 'https://www.Google.com',
        utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
        device: 'mobile',
        vitals: { lcp: 1234.5, inp: 88, cls: 0.04, ttfb: 210 },
      }),
      { address: '192.0.2.33' },
    );
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const [row, ...none] = await afterSentinel(app, store);
    expect(none).toEqual([]);
    expect(row).toMatchObject({
      path: '/services',
      view: 1,
      form_started: 1,
      referrer: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      device: 'mobile',
      lcp: 1234.5,
      inp: 88,
      cls: 0.04,
      ttfb: 210,
    });
    expect(JSON.stringify(row)).not.toContain('192.0.2.33');
    expect(row?.visitor).toMatch(/^[\w-]{22}$/);
  });

  it("cuts a long tag to a lead's longest, so one campaign reads alike in both", async () => {
    const { app, store } = await buildInsightApp(engine);
    await postBeacon(app, pageView('/', { utm: { campaign: `  ${'c'.repeat(300)}` } }));
    const [row] = await afterSentinel(app, store);
    expect(row?.utm_campaign).toBe('c'.repeat(200));
  });

  it('counts no crawler, headless browser, GPC or DNT visitor, nor a post from another site', async () => {
    const { app, store } = await buildInsightApp(engine);
    const refused: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      },
      { 'sec-ch-ua': '"HeadlessChrome";v="131", "Chromium";v="131"' },
      { 'user-agent': '' },
      { 'user-agent': 'curl/8.5.0' },
      { 'sec-gpc': '1' },
      { dnt: '1' },
      { origin: 'https://elsewhere.example' },
    ];
    for (const headers of refused) {
      expect((await postBeacon(app, pageView('/refused'), { headers })).statusCode).toBe(204);
    }
    expect(await afterSentinel(app, store)).toEqual([]);
  });

  it('answers 204 when the store cannot take beacons, and counts them as dropped', async () => {
    const { app, store } = await buildInsightApp(engine);
    await sql`alter table insight_salts rename to insight_salts_away`.execute(store.db);
    expect((await postBeacon(app, pageView('/no-salt'))).statusCode).toBe(204);
    await sql`alter table insight_salts_away rename to insight_salts`.execute(store.db);
    await sql`alter table insight_views rename to insight_views_away`.execute(store.db);
    expect((await postBeacon(app, pageView('/no-table'))).statusCode).toBe(204);

    const dropped = async () =>
      sample(
        (await app.inject({ method: 'GET', url: '/metrics' })).body,
        'site_beacons_total{outcome="dropped"}',
      );
    await waitFor(async () => (await dropped()) === 2);
    await sql`alter table insight_views_away rename to insight_views`.execute(store.db);
    expect(await afterSentinel(app, store)).toEqual([]);
  });
});
