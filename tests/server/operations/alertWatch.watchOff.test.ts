import { expect, it } from 'vitest';
import { backlogWatch } from '../../../server/operations/alertWatch';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';
import { pendingFor, runAlerts } from './alertRunner';

const minute = 60_000;

describeEachEngine('an alert whose watch is switched off while it is raised', (engine) => {
  async function setUp() {
    const store = await openTestStore(engine);
    const arrived = Date.parse('2028-01-01T09:00:00Z');
    await pendingFor(store, 'webhook', arrived);
    const errors: Record<string, unknown>[] = [];
    const log = { error: (fields: never) => errors.push(fields), info: () => {}, warn: () => {} };
    const clock = { now: arrived + 61 * minute };
    const instance = (watched: boolean) =>
      runAlerts(store, {
        log: log as never,
        clock,
        watches: watched ? [backlogWatch('webhook', 60)] : [],
      });
    const [watching, notWatching] = [instance(true), instance(false)];
    // Each started with a check of its own: both are over before the minutes below begin.
    await Promise.all([watching.check(), notWatching.check()]);
    clock.now += minute;
    return { errors, clock, watching, notWatching };
  }

  it('fires again when its watch comes back hours later and finds the condition holding', async () => {
    const { errors, clock, watching, notWatching } = await setUp();
    await watching.check();
    expect(errors.map(({ event }) => event)).toEqual(['lead_webhook_pending_too_long']);

    // LEAD_WEBHOOK_URL removed: the instances left check without the watch, for hours.
    for (let hour = 0; hour < 3; hour += 1) {
      clock.now += 60 * minute;
      await notWatching.check();
    }
    clock.now += minute;
    await watching.check();

    expect(errors.map(({ event }) => event)).toEqual([
      'lead_webhook_pending_too_long',
      'lead_webhook_pending_too_long',
    ]);
  });

  it('fires once while instances with and without the watch take turns (a rolling deploy)', async () => {
    const { errors, clock, watching, notWatching } = await setUp();
    for (let check = 0; check < 150; check += 1) {
      await (check % 3 === 2 ? watching : notWatching).check();
      clock.now += minute;
    }
    expect(errors.map(({ event }) => event)).toEqual(['lead_webhook_pending_too_long']);
  });
});
