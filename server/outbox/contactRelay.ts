import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ContactMessage } from '../../client/features/contact/contactMessage';
import { ConfigError, type Config } from '../config';
import { composeMessage } from '../destinations/email/composeMessage';
import { DeliveryWorker, type RetryTimings } from '../destinations/email/deliveryWorker';
import type { Lead, LeadSource, ScreenResult } from './lead';
import { newMessageId, Outbox } from './outbox';
import type { RelayEvents } from './relayEvents';

export interface ContactRelay {
  readonly outbox: Outbox;
  /**
   * Stores the message durably; resolves with its id only once it is on disk. A message the
   * screen held goes to spam/ with its reasons and is never relayed.
   */
  accept(
    message: ContactMessage,
    options: { source: LeadSource; screen?: ScreenResult },
  ): Promise<string>;
  start(): void;
  stop(): Promise<void>;
  /** pending/ changed behind the relay's back: look at it now */
  notify(): void;
}

interface RelayOptions {
  config: Config;
  retry: RetryTimings;
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
      : new DeliveryWorker({
          outbox,
          // One reused connection: a burst of messages does not pay a handshake each. Short
          // timeouts: a hung SMTP server should turn into a retry, not a stuck queue, and a send
          // in flight at shutdown usually ends (answered or timed out) within index.ts's 10 s
          // deadline; one cut off still is never resent, it waits unconfirmed in failed/.
          transport: nodemailer.createTransport({
            url: config.smtpUrl,
            pool: true,
            maxConnections: 1,
            connectionTimeout: 5_000,
            greetingTimeout: 5_000,
            socketTimeout: 8_000,
          }),
          envelope: { from: config.mailFrom, to: config.mailTo },
          retry,
          log,
          events,
        });

  return {
    outbox,
    async accept(message, { source, screen }) {
      const receivedAt = new Date();
      const id = newMessageId(receivedAt);
      const lead: Lead = {
        id,
        receivedAt: receivedAt.toISOString(),
        message,
        source,
        ...(screen && { screen }),
      };
      const held = screen?.held ?? false;
      const eml = await composeMessage({ id, message, receivedAt, settings: config });
      const file = await outbox.store(held ? 'spam' : 'pending', id, eml, lead);
      log.info(
        { messageId: id, file, spamScore: screen?.score },
        held ? 'Message held by the spam screen' : 'Contact message stored',
      );
      if (held) events?.spam(id);
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
