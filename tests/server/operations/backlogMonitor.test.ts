import { expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { Outbox } from '../../../server/outbox/outbox';
import { Alerter } from '../../../server/operations/alerts';
import { monitorPendingAge } from '../../../server/operations/backlogMonitor';
import { tempDir } from '../helper';
import { storeMessage } from './opsHelper';
import { startWebhookSink } from './webhookSink';

it('alerts once when the oldest pending message passes ALERT_AFTER_MINUTES, and clears once it is relayed', async () => {
  const webhook = await startWebhookSink();
  const config = { ...loadConfig({}), outboxDir: await tempDir('outbox') };
  const arrived = Date.parse('2028-01-01T09:00:00Z');
  const id = await storeMessage(config, 'pending', new Date(arrived));
  const outbox = new Outbox(config.outboxDir);
  const errors: Record<string, unknown>[] = [];
  const log = { error: (fields: never) => errors.push(fields), info: () => {}, warn: () => {} };
  const alerter = new Alerter({ webhookUrl: webhook.url, log: log as never });
  let clock = arrived + 60 * 60 * 1000;
  const monitor = monitorPendingAge({
    outbox,
    alerter,
    alertAfterMinutes: 60,
    now: () => clock,
  });

  await monitor.check();
  expect(errors).toEqual([]);

  clock += 60_000;
  await monitor.check();
  await monitor.check();
  expect(errors).toEqual([
    { event: 'lead_pending_too_long', oldestPendingMinutes: 61, pending: 1, failed: 0 },
  ]);

  await outbox.move(id, 'pending', 'sent');
  await monitor.check();
  await alerter.settled();
  monitor.stop();
  expect(errors).toHaveLength(1);
  expect(webhook.received.map((post) => (post.body as { text: string }).text)).toEqual([
    "[lead_pending_too_long] Contact messages are not being relayed: the oldest of 1 pending message(s) has waited 61 minutes (alert after 60). Check SMTP_URL and the server's log.",
    '[lead_pending_recovered] Contact messages flow again: 0 pending, the oldest 0 minutes old.',
  ]);
});
