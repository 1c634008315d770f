import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '../../client/features/contact/contactMessage';
import { ConfigError, type Config } from '../config';
import { composeMessage } from '../destinations/email/composeMessage';
import { DeliveryLoop } from '../destinations/deliveryLoop';
import { EmailDelivery } from '../destinations/email/emailDelivery';
import { createSmtpSender, type SmtpTimeouts } from '../destinations/email/smtpSender';
import type { RetrySchedule } from '../destinations/retrySchedule';
import { createLeadWebhook, type WebhookTimings } from '../destinations/webhook/leadWebhook';
import type { WebhookEvents } from '../destinations/webhook/webhookEvents';
import { consentRecordOf } from '../intake/consent/consentRecord';
import { completeConsentRecords, ConsentStore } from './consentStore';
import type { Lead, LeadConsent, LeadSource, ScreenResult } from './lead';
import { Outbox } from './outbox';
import { newMessageId } from './messageId';
import type { RelayEvents } from './relayEvents';

export interface ContactRelay {
  readonly outbox: Outbox;
  /**
   * Stores the message durably, and its consent record unless the screen held it (then it goes
   * to spam/ with its reasons, is never relayed, and its consent is recorded on release);
   * resolves with its id only once both are on disk.
   */
  accept(
    message: ContactMessage,
    options: { source: LeadSource; screen?: ScreenResult; consent?: LeadConsent },
  ): Promise<string>;
  start(): void;
  stop(): Promise<void>;
  /** pending/ changed behind the relay's back: look at it now */
  notify(): void;
}

interface RelayOptions {
  config: Config;
  retry: RetrySchedule;
  smtpTimeouts: SmtpTimeouts;
  webhookTimings: WebhookTimings;
  log: FastifyBaseLogger;
  events?: RelayEvents;
  webhookEvents?: WebhookEvents;
}

/**
 * The outbox plus, when SMTP_URL is set, the loop relaying it by e-mail, and when LEAD_WEBHOOK_URL
 * is set, the one sending each lead to the CRM: two destinations, each on its own queue and
 * retries. Without SMTP_URL the .eml files simply stay in pending/ and are relayed once a later
 * start has SMTP_URL.
 */
export async function createContactRelay({
  config,
  retry,
  smtpTimeouts,
  webhookTimings,
  log,
  events,
  webhookEvents,
}: RelayOptions): Promise<ContactRelay> {
  const outbox = new Outbox(config.outboxDir);
  const consents = new ConsentStore(config.outboxDir);
  try {
    await outbox.init();
    await consents.init();
  } catch (error) {
    throw new ConfigError(
      `OUTBOX_DIR ${config.outboxDir} is not writable: ${(error as Error).message}`,
    );
  }
  const completed = await completeConsentRecords(outbox, consents, (messageId, error) =>
    log.error({ err: error, messageId }, 'Cannot write the consent record of a stored lead'),
  );
  if (completed > 0) {
    log.warn({ completed }, `Wrote ${completed} consent record(s) a crash had left unwritten`);
  }
  const worker =
    config.smtpUrl === undefined
      ? undefined
      : new DeliveryLoop(
          new EmailDelivery({
            outbox,
            sender: createSmtpSender(
              config.smtpUrl,
              { from: config.mailFrom, to: config.mailTo },
              smtpTimeouts,
            ),
            schedule: retry,
            log,
            events,
          }),
          retry,
          log,
        );

  const webhook = await createLeadWebhook({
    config,
    outbox,
    timings: webhookTimings,
    log,
    events: webhookEvents,
  });

  return {
    outbox,
    async accept(message, { source, screen, consent }) {
      const receivedAt = new Date();
      const id = newMessageId(receivedAt);
      const lead: Lead = {
        id,
        receivedAt: receivedAt.toISOString(),
        message,
        source,
        ...(consent && { consent }),
        ...(screen && { screen }),
      };
      const held = screen?.held ?? false;
      // Queued for the CRM before the message is stored, which is what makes the lead exist.
      const queued = held ? undefined : webhook?.queue;
      const [eml] = await Promise.all([
        composeMessage({ id, message, receivedAt, consent, screen, settings: config }),
        queued?.enqueue(id),
      ]);
      let file: string;
      try {
        file = await outbox.store(held ? 'spam' : 'pending', id, eml, lead);
      } catch (error) {
        await queued?.unqueue(id).catch(() => undefined);
        throw error;
      }
      // After the message file, the lead's commit point: a crash between the two is completed
      // at the next start. A held lead keeps its consent and gets its record when released.
      const record = held ? undefined : consentRecordOf(lead);
      if (record) await consents.record(record);
      log.info(
        { messageId: id, file, spamScore: screen?.score },
        held ? 'Message held by the spam screen' : 'Contact message stored',
      );
      if (held) events?.spam(id);
      else {
        events?.accepted(id);
        worker?.notify(id);
        webhook?.delivery.remember(lead);
        webhook?.loop.notify(id);
      }
      return id;
    },
    start() {
      worker?.start();
      webhook?.loop.start();
    },
    async stop() {
      await Promise.all([worker?.stop(), webhook?.loop.stop()]);
    },
    notify() {
      worker?.notify();
      webhook?.loop.notify();
    },
  };
}
