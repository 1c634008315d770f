import { expect, it } from 'vitest';
import { backlogWatch, partlyDeliveredWatch } from '../../../server/operations/alertWatch';
import { describeEachEngine } from '../engines';
import { postJson, validMessage, waitFor } from '../helper';
import { deliveryOf, relayingAppOn, settledTries } from '../jobs/deliveryHelper';
import { runAlerts } from './alertRunner';
import { startWebhookSink } from './webhookSink';

const mailTo = ['sales@company.test', 'ceo@company.test'];
const hour = 60 * 60 * 1000;

describeEachEngine(
  'a contact message some MAIL_TO addresses have, waiting for another',
  (engine) => {
    it('is not called "not being relayed": its own alert says some addresses wait for what the others got, and clears once they have it', async () => {
      const { app, smtp, store } = await relayingAppOn(engine, { mailTo });
      let ceoFull = true;
      smtp.respondToRecipient = (address) =>
        address === 'ceo@company.test' && ceoFull
          ? { code: 452, message: 'Mailbox full, try again later' }
          : undefined;
      const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
      await waitFor(async () => ((await deliveryOf(store, id))?.attempts ?? 0) >= 2);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['sales@company.test']]);

      const webhook = await startWebhookSink();
      const clock = { now: Date.now() + hour + 60_000 };
      const alerts = runAlerts(store, {
        log: { error: () => {}, info: () => {}, warn: () => {} } as never,
        clock,
        webhookUrl: webhook.url,
        watches: [backlogWatch('email', 60), partlyDeliveredWatch(60)],
      });
      await alerts.check();

      ceoFull = false;
      await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
      clock.now += 60_000;
      await alerts.check();
      expect(webhook.received.map((post) => (post.body as { text: string }).text)).toEqual([
        '[lead_partly_sent_too_long] Some MAIL_TO addresses are not getting contact messages the others got: the oldest of 1 such message(s) has waited 61 minutes for them (alert after 60). They are tried again by themselves; `npm run outbox -- status` names the address and its answer.',
        '[lead_partly_sent_recovered] Every MAIL_TO address gets contact messages again: 0 still waiting for some, the oldest 0 minutes old.',
      ]);
      expect(smtp.received.map((mail) => mail.to)).toEqual([
        ['sales@company.test'],
        ['ceo@company.test'],
      ]);
    });

    it('still counts as "not being relayed" when every address deferred it', async () => {
      const { app, smtp, store } = await relayingAppOn(engine, { mailTo });
      smtp.respondToRecipient = () => ({ code: 452, message: 'Mailbox full, try again later' });
      const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
      // Every address's deferral is in the job once its first try settled, not at its claim.
      await waitFor(async () => (await settledTries(store, id)) >= 1);

      const webhook = await startWebhookSink();
      const alerts = runAlerts(store, {
        log: { error: () => {}, info: () => {}, warn: () => {} } as never,
        clock: { now: Date.now() + hour + 60_000 },
        webhookUrl: webhook.url,
        watches: [backlogWatch('email', 60), partlyDeliveredWatch(60)],
      });
      await alerts.check();
      expect(webhook.received.map((post) => (post.body as { text: string }).text)).toEqual([
        "[lead_pending_too_long] Contact messages are not being relayed: the oldest of 1 pending message(s) has waited 61 minutes (alert after 60). Check SMTP_URL and the server's log.",
      ]);
    });
  },
);
