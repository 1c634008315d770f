import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ContactMessage } from '../../client/features/contact/contactMessage';
import { ConfigError, type Config } from '../config';
import { composeMessage } from '../destinations/email/composeMessage';
import { DeliveryWorker, type RetryTimings } from '../destinations/email/deliveryWorker';
import { consentRecordOf } from '../intake/consent/consentRecord';
import { completeConsentRecords, ConsentStore } from './consentStore';
import type { Lead, LeadConsent, LeadSource, ScreenResult } from './lead';
import { newMessageId, Outbox } from './outbox';
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
      const eml = await composeMessage({ id, message, receivedAt, consent, settings: config });
      const file = await outbox.store(held ? 'spam' : 'pending', id, eml, lead);
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
      }
      return id;
    },
    start: () => worker?.start(),
    stop: async () => worker?.stop(),
    notify: () => worker?.notify(),
  };
}
