import { expect, it } from 'vitest';
import { heldSurgeWatch } from '../../../server/operations/alertWatch';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';
import { runAlerts } from './alertRunner';
import { startWebhookSink } from './webhookSink';

const minute = 60_000;

describeEachEngine('the held-surge alert', (engine) => {
  it('fires once when more messages are held in an hour than SPAM_HELD_ALERT_PER_HOUR, and clears when the hour is quiet again', async () => {
    const webhook = await startWebhookSink();
    const store = await openTestStore(engine);
    const errors: Record<string, unknown>[] = [];
    const log = { error: (fields: never) => errors.push(fields), info: () => {}, warn: () => {} };
    const start = Date.parse('2028-01-01T09:00:00Z');
    const clock = { now: start };
    const monitor = runAlerts(store, {
      log: log as never,
      clock,
      webhookUrl: webhook.url,
      watches: [heldSurgeWatch(3)],
    });

    // Each hold in a minute of its own: that minute's check counts it.
    const hold = async () => {
      clock.now += minute;
      await seedLead(store, 'spam', { receivedAt: new Date(clock.now) });
      await monitor.check();
    };
    for (let held = 0; held < 3; held += 1) await hold();
    // An hour's count taken from delivered leads would reach the limit here.
    clock.now += minute;
    await seedLead(store, 'sent', { receivedAt: new Date(clock.now) });
    await monitor.check();
    expect(errors).toEqual([]);

    clock.now += 10 * minute;
    await hold();
    await hold();
    expect(errors).toEqual([{ event: 'lead_held_surge', heldLastHour: 4, perHour: 3 }]);

    clock.now = start + 66 * minute;
    await monitor.check();
    expect(webhook.received.map((post) => (post.body as { text: string }).text)).toEqual([
      '[lead_held_surge] 4 contact messages were held as spam in the last hour (alert above 3, SPAM_HELD_ALERT_PER_HOUR): a bot campaign, or the screen holding people. Read them with `npm run outbox -- list spam`.',
      '[lead_held_surge_ended] Held messages are back to 2 in the last hour.',
    ]);
  });
});
