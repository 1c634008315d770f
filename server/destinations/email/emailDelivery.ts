import type { FastifyBaseLogger } from 'fastify';
import type { NodemailerError } from 'nodemailer';
import { isMissing } from '../../fileErrors';
import type { Outbox } from '../../outbox/outbox';
import type { DeliveryEvents } from '../../outbox/relayEvents';
import type { Attempt, Destination } from '../deliveryLoop';
import { startAttempt, type DeliveryRecord, type Failure } from '../deliveryRecord';
import { hasGivenUp, type RetrySchedule } from '../retrySchedule';
import {
  describeSmtpFailure,
  isAboutThisMessage,
  UnconfirmedSendError,
  type SmtpSender,
} from './smtpSender';

interface EmailDeliveryOptions {
  outbox: Outbox;
  sender: SmtpSender;
  schedule: RetrySchedule;
  log: FastifyBaseLogger;
  events?: DeliveryEvents;
}

/** For the alert of a message parked by an earlier process, which had the SMTP error. */
function causeOf(failure: Failure | undefined, reason: string): Error {
  const code = failure === 'unconfirmed' ? 'SEND_UNCONFIRMED' : 'SEND_FAILED';
  return Object.assign(new Error(reason), { code });
}

/**
 * The e-mail destination: pending/ relayed to the SMTP server, each message moved to sent/ or
 * failed/. A "sending" record is written before each send and a "sent" one right after the 250,
 * so a message the server confirmed is never sent again, and neither is one whose send was cut
 * off by a crash or lost while the server had the whole message and had not answered yet (it goes
 * to failed/ for a person to check). A send that failed before the message went out is retried.
 */
export class EmailDelivery implements Destination {
  readonly name = 'email';
  /** Confirmed by a 250 but not yet recorded or moved (the disk failed): never sent again. */
  private readonly confirmed = new Set<string>();

  constructor(private readonly options: EmailDeliveryOptions) {}

  /** Finishes the parking a stopped process began after its move to failed/. */
  async recover(): Promise<void> {
    const { outbox } = this.options;
    await outbox.pruneRecords();
    for (const id of await outbox.list('failed')) {
      const record = await outbox.readRecord(id);
      if (record?.state === 'failing') await this.parked(id, record);
    }
  }

  listQueued(): Promise<string[]> {
    return this.options.outbox.list('pending');
  }

  close(): void {
    this.options.sender.close();
  }

  async deliver(id: string): Promise<Attempt> {
    const { outbox, log } = this.options;
    try {
      const record = await outbox.readRecord(id);
      if (this.confirmed.has(id) || record?.state === 'sent') {
        await this.finishSent(id, record);
        return { outcome: 'finished' };
      }
      if (record?.state === 'failing') {
        await this.fail(id, record, record.failure ?? 'unconfirmed');
        return { outcome: 'finished' };
      }
      if (record?.state === 'sending') {
        await this.fail(
          id,
          record,
          'unconfirmed',
          'unconfirmed: the relay stopped during the send, so the SMTP server may have the message; check the inbox for its Message-ID before moving it back to pending/',
        );
        return { outcome: 'finished' };
      }
      return await this.send(id, record?.state === 'waiting' ? record : undefined);
    } catch (error) {
      const gone = isMissing(error) && !(await outbox.has('pending', id).catch(() => true));
      if (gone) {
        // Moved or removed by someone else meanwhile: nothing left to do for it.
        this.confirmed.delete(id);
        return { outcome: 'finished' };
      }
      log.error({ err: error, messageId: id }, 'Outbox error while relaying a message; will retry');
      return { outcome: 'blocked' };
    }
  }

  /** `previous`: the record of earlier failed tries since the message entered pending/. */
  private async send(id: string, previous: DeliveryRecord | undefined): Promise<Attempt> {
    const { outbox, sender } = this.options;
    const record = startAttempt(previous);
    const raw = await outbox.read('pending', id);
    await outbox.writeRecord(id, record);
    let rejected: string[];
    try {
      ({ rejected } = await sender.send(raw));
    } catch (error) {
      return this.handleFailure(id, record, error as NodemailerError);
    }
    this.confirmed.add(id);
    await this.finishSent(id, {
      ...record,
      ...(rejected.length > 0 && { rejectedRecipients: rejected }),
    });
    return { outcome: 'finished' };
  }

  /** The server has the message: record it, then move it, so no later pass sends it again. */
  private async finishSent(id: string, record: DeliveryRecord | undefined): Promise<void> {
    const { outbox, log } = this.options;
    if (record && record.state !== 'sent') {
      await outbox.writeRecord(id, { ...record, state: 'sent' });
    }
    await outbox.move(id, 'pending', 'sent');
    this.confirmed.delete(id);
    const rejected = record?.rejectedRecipients ?? [];
    if (rejected.length > 0) {
      log.error(
        {
          event: 'partial-recipient-refusal',
          messageId: id,
          rejectedRecipients: rejected,
          file: outbox.filePath('sent', id),
        },
        'SMTP server REFUSED some MAIL_TO recipients of a contact message; the others got it. Forward it to the refused ones by hand',
      );
      this.options.events?.partiallyRefused(id, rejected.length);
    } else {
      log.info({ messageId: id }, 'Message delivered');
    }
    this.options.events?.delivered(id);
  }

  private async handleFailure(
    id: string,
    record: DeliveryRecord,
    error: NodemailerError,
  ): Promise<Attempt> {
    const { log, schedule } = this.options;
    if (error instanceof UnconfirmedSendError) {
      await this.fail(
        id,
        record,
        'unconfirmed',
        `unconfirmed: ${error.message}; the SMTP server may have the message, check the inbox for its Message-ID before moving it back to pending/`,
        error,
      );
      return { outcome: 'finished' };
    }
    const aboutThisMessage = isAboutThisMessage(error);
    const failed: DeliveryRecord = {
      ...record,
      state: 'waiting',
      lastError: describeSmtpFailure(error),
    };
    if (aboutThisMessage && error.permanent === true) {
      await this.fail(id, failed, 'refused', `refused permanently: ${failed.lastError}`, error);
      return { outcome: 'finished' };
    }
    if (hasGivenUp(schedule, record.firstAttemptAt, Date.now())) {
      await this.fail(
        id,
        failed,
        'gave-up',
        `gave up after ${record.attempts} tries: ${failed.lastError}`,
        error,
      );
      return { outcome: 'finished', destinationDown: !aboutThisMessage };
    }
    await this.options.outbox.writeRecord(id, failed);
    this.options.events?.deferred(id, error);
    log.warn(
      { err: error, messageId: id, attempts: record.attempts },
      aboutThisMessage
        ? 'SMTP server deferred a contact message; will retry it'
        : 'SMTP relay unavailable; will retry',
    );
    return { outcome: 'deferred', attempts: record.attempts, destinationDown: !aboutThisMessage };
  }

  /**
   * Parks the message in failed/: the reason first ("failing"), then the move, then "failed". A
   * crash between leaves a "failing" record, which the next start finishes: never a record that
   * would send the message again, never a failed message without its reason.
   */
  private async fail(
    id: string,
    record: DeliveryRecord,
    failure: Failure,
    reason = record.lastError ?? failure,
    cause?: Error,
  ): Promise<void> {
    const { outbox } = this.options;
    const failing: DeliveryRecord = { ...record, state: 'failing', failure, lastError: reason };
    if (record.state !== 'failing') await outbox.writeRecord(id, failing);
    await outbox.move(id, 'pending', 'failed');
    await this.parked(id, failing, cause);
  }

  private async parked(id: string, failing: DeliveryRecord, cause?: Error): Promise<void> {
    const { outbox, log } = this.options;
    const reason = failing.lastError ?? failing.failure ?? 'unknown';
    await outbox.writeRecord(id, { ...failing, state: 'failed' });
    log.error(
      { messageId: id, reason, file: outbox.filePath('failed', id) },
      'A contact message was NOT delivered: it is kept in the failed folder, forward it by hand',
    );
    this.options.events?.failed(id, cause ?? causeOf(failing.failure, reason));
  }
}
