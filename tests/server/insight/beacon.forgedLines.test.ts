import { afterEach, expect, it, vi } from 'vitest';
import { describeEachEngine } from '../engines';
import { afterSentinel, buildInsightApp, pageView, postBeacon, seedViews } from './insightHelper';
import { insightCommand, reportedAt } from './scriptedVisits';

afterEach(() => {
  vi.useRealTimers();
});

/** The two beacons of issue 34: a campaign and a path that print lines of their own. */
const forged = [
  pageView('/', {
    utm: { source: 'x', campaign: 'spring\nContact funnel\n  Visits  1,000,000' },
  }),
  pageView('/\u2028Contact funnel\u2028  Visits  1,000,000'),
  pageView('/', { utm: { medium: 'email\r  Sent  999' } }),
  pageView('/\u0085Visits'),
];

const linesLike = (stdout: string, pattern: RegExp) =>
  stdout.split(/\r\n|[\n\r\u2028\u2029\u0085]/).filter((line) => pattern.test(line));

describeEachEngine('beacon fields that would forge report lines', (engine) => {
  it('are refused: a tag or a path with a line break or a control is no beacon the site sends', async () => {
    const { app, store } = await buildInsightApp(engine);
    for (const body of forged) expect((await postBeacon(app, body)).statusCode).toBe(204);
    expect(await afterSentinel(app, store)).toEqual([]);
  });

  it('stored before they were refused, print escaped on the line of their record', async () => {
    const { config, store } = await buildInsightApp(engine);
    vi.useFakeTimers({ toFake: ['Date'], now: reportedAt });
    await seedViews(store, 2, (index) => ({
      received_at: reportedAt - 1000 + index,
      path: '/\nContact funnel',
      referrer: 'host\u2028  Visits  1,000,000',
      utm_campaign: index === 0 ? 'spring\nContact funnel\n  Visits  1,000,000' : 'a\tb\u001b[2J',
    }));

    const { stdout } = await insightCommand(config, '--days', '1');

    expect(linesLike(stdout, /^Contact funnel$/)).toHaveLength(1);
    expect(linesLike(stdout, /^\s*Visits\s+1,000,000/)).toEqual([]);
    expect(linesLike(stdout, /^ {2}Visits\s+2$/)).toHaveLength(1);
    expect(stdout).toMatch(/^ {2}spring\\x0aContact funnel\\x0a {2}Visits {2}1,000,000\s+1$/m);
    expect(stdout).toMatch(/^ {2}host\\u2028 {2}Visits {2}1,000,000\s+2$/m);
    expect(stdout).toContain('a\\x09b\\x1b[2J');
  });
});
