import { expect, it } from 'vitest';
import { backlogWatch } from '../../../server/operations/alertWatch';
import type { DestinationName } from '../../../server/store/lead';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';
import { pendingFor, runAlerts } from './alertRunner';
import { startWebhookSink } from './webhookSink';

const alertTexts: Record<DestinationName, [late: string, recovered: string]> = {
  email: [
    "[lead_pending_too_long] Contact messages are not being relayed: the oldest of 1 pending message(s) has waited 61 minutes (alert after 60). Check SMTP_URL and the server's log.",
    '[lead_pending_recovered] Contact messages flow again: 0 pending, the oldest 0 minutes old.',
  ],
  webhook: [
    "[lead_webhook_pending_too_long] Leads are not reaching the CRM: the oldest of 1 waiting has waited 61 minutes (alert after 60). See `npm run outbox -- status` and the server's log.",
    '[lead_webhook_recovered] Leads reach the CRM again: 0 waiting, the oldest 0 minutes old.',
  ],
};

describeEachEngine('backlog alerts', (engine) => {
  it.each(['email', 'webhook'] as const)(
    "%s: alerts once between two instances when the destination's oldest pending lead passes ALERT_AFTER_MINUTES, and clears once it is delivered",
    async (destination) => {
      const webhook = await startWebhookSink();
      const store = await openTestStore(engine);
      const arrived = Date.parse('2028-01-01T09:00:00Z');
      // Only this destination's backlog may raise the alert.
      const id = await pendingFor(store, destination, arrived);
      const errors: Record<string, unknown>[] = [];
      const log = { error: (fields: never) => errors.push(fields), info: () => {}, warn: () => {} };
      const clock = { now: arrived + 60 * 60 * 1000 };
      // Two instances on the one store: each minute's check is one job, run by either of them.
      const instances = [0, 1].map(() =>
        runAlerts(store, {
          log: log as never,
          clock,
          webhookUrl: webhook.url,
          watches: [backlogWatch(destination, 60)],
        }),
      );

      await instances[0]?.check();
      expect(errors).toEqual([]);

      clock.now += 60_000;
      await instances[1]?.check();
      clock.now += 60_000;
      await instances[0]?.check();
      expect(errors).toEqual([
        {
          event: alertTexts[destination][0].slice(1, alertTexts[destination][0].indexOf(']')),
          oldestPendingMinutes: 61,
          pending: 1,
          failed: 0,
        },
      ]);

      await store.db
        .updateTable('jobs')
        .set({ state: 'done' })
        .where('key', '=', id)
        .where('task', '=', destination)
        .execute();
      clock.now += 60_000;
      await instances[1]?.check();
      expect(errors).toHaveLength(1);
      expect(webhook.received.map((post) => (post.body as { text: string }).text)).toEqual(
        alertTexts[destination],
      );
    },
  );
});
