import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '../../client/features/contact/contactMessage';
import { ConfigError, type Config } from '../config';
import { composeMessage } from '../destinations/email/composeMessage';
import { DeliveryLoop } from '../destinations/deliveryLoop';
import { EmailDelivery } from '../destinations/email/emailDelivery';
import { createSmtpSender, type SmtpTimeouts } from '../destinations/email/smtpSender';
import type { RetrySchedule } from '../destinations/retrySchedule';
import type { Lead, LeadSource } from './lead';
import { newMessageId, Outbox } from './outbox';
import type { RelayEvents } from './relayEvents';

export interface ContactRelay {
  readonly outbox: Outbox;
  /** Stores the message durably; resolves with its id only once it is on disk. */
  accept(message: ContactMessage, options: { spam: boolean; source: LeadSource }): Promise<string>;
  start(): void;
  stop(): Promise<void>;
  /** pending/ changed behind the relay's back: look at it now */
  notify(): void;
}

interface RelayOptions {
  config: Config;
  retry: RetrySchedule;
  smtpTimeouts: SmtpTimeouts;
  log: FastifyBaseLogger;
  events?: RelayEvents;
}

/**
 * The outbox plus, when SMTP_URL is set, the worker relaying it. Without SMTP_URL the .eml files
 * simply stay in pending/ and are relayed once a later start has SMTP_URL.
 */
export async function createContactRelay({
  config,
  retry,
  smtpTimeouts,
  log,
  events,
}: RelayOptions): Promise<ContactRelay> {
  const outbox = new Outbox(config.outboxDir);
  try {
    await outbox.init();
  } catch (error) {
    throw new ConfigError(
      `OUTBOX_DIR ${config.outboxDir} is not writable: ${(error as Error).message}`,
    );
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

  return {
    outbox,
    async accept(message, { spam, source }) {
      const receivedAt = new Date();
      const id = newMessageId(receivedAt);
      const lead: Lead = { id, receivedAt: receivedAt.toISOString(), message, source };
      const eml = await composeMessage({ id, message, receivedAt, settings: config });
      const file = await outbox.store(spam ? 'spam' : 'pending', id, eml, lead);
      log.info(
        { messageId: id, file, spam },
        spam ? 'Honeypot message kept as spam' : 'Contact message stored',
      );
      if (spam) events?.spam(id);
      else {
        events?.accepted(id);
        worker?.notify(id);
      }
      return id;
    },
    start: () => worker?.start(),
    stop: async () => worker?.stop(),
    notify: () => worker?.notify(),
  };
}
