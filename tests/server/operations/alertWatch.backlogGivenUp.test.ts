import { expect, it } from 'vitest';
import { backlogWatch } from '../../../server/operations/alertWatch';
import type { DestinationName } from '../../../server/store/lead';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';
import { pendingFor, runAlerts } from './alertRunner';
import { startWebhookSink } from './webhookSink';

const allClears: Record<DestinationName, string> = {
  email:
    '[lead_pending_recovered] Contact messages no longer wait over 60 minutes: 0 pending, the oldest 0 minutes old; 1 failed for good, see `npm run outbox -- list failed`.',
  webhook:
    '[lead_webhook_recovered] Leads no longer wait over 60 minutes for the CRM: 0 waiting, the oldest 0 minutes old; 1 failed for good, see `npm run outbox -- status`.',
};

describeEachEngine('a backlog that empties because its leads were given up', (engine) => {
  it.each(['email', 'webhook'] as const)(
    '%s: the all-clear says the wait is over and where the failed lead is, never that leads flow',
    async (destination) => {
      const webhook = await startWebhookSink();
      const store = await openTestStore(engine);
      const arrived = Date.parse('2028-01-01T09:00:00Z');
      const id = await pendingFor(store, destination, arrived);
      const log = { error: () => {}, info: () => {}, warn: () => {} };
      const clock = { now: arrived + 61 * 60 * 1000 };
      const instance = runAlerts(store, {
        log: log as never,
        clock,
        webhookUrl: webhook.url,
        watches: [backlogWatch(destination, 60)],
      });
      await instance.check();

      // The relay is still down: the lead's tries run out and it is parked for a person.
      await store.db
        .updateTable('jobs')
        .set({ state: 'failed', failure: 'gave-up' })
        .where('key', '=', id)
        .where('task', '=', destination)
        .execute();
      clock.now += 60_000;
      await instance.check();

      const texts = webhook.received.map((post) => (post.body as { text: string }).text);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toBe(allClears[destination]);
    },
  );
});
