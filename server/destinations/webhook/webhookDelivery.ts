import type { FastifyBaseLogger } from 'fastify';
import type { Lead } from '../../outbox/lead';
import type { Folder, Outbox } from '../../outbox/outbox';
import type { Attempt, Destination } from '../deliveryLoop';
import { startAttempt, type DeliveryRecord, type Failure } from '../deliveryRecord';
import { hasGivenUp, type RetrySchedule } from '../retrySchedule';
import type { WebhookEvents } from './webhookEvents';
import { webhookPayload } from './webhookPayload';
import type { WebhookQueue } from './webhookQueue';
import { postWebhook, type WebhookAnswer, type WebhookTarget } from './webhookSender';

interface WebhookDeliveryOptions {
  outbox: Outbox;
  queue: WebhookQueue;
  target: WebhookTarget;
  schedule: RetrySchedule;
  log: FastifyBaseLogger;
  events?: WebhookEvents;
}

/**
 * Leads this process accepted, kept until their first try so it reads nothing from disk: under
 * a burst, every read would queue behind the visitors' fsyncs in libuv's few threads. Bounded:
 * beyond it (a long CRM outage), a lead is read from disk like one queued by an earlier process.
 */
const rememberedLimit = 1000;

/** The folders whose leads go to the CRM: spam/ goes nowhere until it is released. */
const deliverableFolders: Folder[] = ['pending', 'sent', 'failed'];

/**
 * The CRM webhook destination: each lead in webhook/pending POSTed, signed, under its own id as
 * webhook-id (the same on every retry and replay, so the receiver can drop duplicates). At least
 * once: a lead whose try was cut off is simply sent again, unlike the e-mail.
 */
export class WebhookDelivery implements Destination {
  readonly name = 'webhook';
  /** set by a 410 until the next start: the leads stay queued, nothing is sent */
  private disabled = false;
  private readonly remembered = new Map<string, Lead>();

  constructor(private readonly options: WebhookDeliveryOptions) {}

  async recover(): Promise<void> {
    await this.options.queue.init();
  }

  /** A lead just accepted and queued: its first try needs nothing from disk. */
  remember(lead: Lead): void {
    if (this.remembered.size < rememberedLimit) this.remembered.set(lead.id, lead);
  }

  async listQueued(): Promise<string[]> {
    return this.disabled ? [] : this.options.queue.list('pending');
  }

  async deliver(id: string): Promise<Attempt> {
    const { outbox, queue, log } = this.options;
    if (this.disabled) return { outcome: 'finished' };
    // Forgotten whichever way the first try goes: a lead listed from disk before it was
    // remembered may come round twice in one pass, and only the first may skip the disk.
    const accepted = this.remembered.get(id);
    this.remembered.delete(id);
    if (accepted) {
      return this.post(id, startAttempt(undefined), webhookPayload(accepted), accepted.receivedAt);
    }
    try {
      // Delivered or parked meanwhile (a replay, then a second pass), or removed with its lead.
      if ((await queue.folderOf(id)) !== 'pending') return { outcome: 'finished' };
      const previous = await queue.read('pending', id);
      const stored = await this.storedFolder(id);
      // Not stored yet (accept queues it first), held as spam, or removed: not for the CRM now.
      if (stored === undefined) return { outcome: 'finished' };
      const lead = await outbox.readLead(id);
      const record = startAttempt(previous);
      if (!lead) {
        await this.park(id, record, 'refused', 'no lead record: stored before leads/ existed');
        return { outcome: 'finished' };
      }
      // No "sending" record first, unlike the e-mail: a try cut off is simply sent again, and
      // the attempts only matter once one has failed (the "waiting" record below).
      return await this.post(id, record, webhookPayload(lead), lead.receivedAt);
    } catch (error) {
      log.error({ err: error, messageId: id }, 'Outbox error while sending a lead to the CRM');
      return { outcome: 'blocked' };
    }
  }

  private async storedFolder(id: string): Promise<Folder | undefined> {
    for (const folder of deliverableFolders) {
      if (await this.options.outbox.has(folder, id)) return folder;
    }
    return undefined;
  }

  private async post(
    id: string,
    record: DeliveryRecord,
    body: string,
    receivedAt: string,
  ): Promise<Attempt> {
    const { target, log } = this.options;
    const answer = await postWebhook(target, id, body);
    try {
      return await this.settle(id, record, answer, receivedAt);
    } catch (error) {
      log.error({ err: error, messageId: id }, 'Outbox error while sending a lead to the CRM');
      return { outcome: 'blocked' };
    }
  }

  private async settle(
    id: string,
    record: DeliveryRecord,
    answer: WebhookAnswer,
    receivedAt: string,
  ): Promise<Attempt> {
    const { queue, schedule, log, events } = this.options;
    switch (answer.kind) {
      case 'delivered':
        await queue.delivered(id);
        log.info({ messageId: id }, 'Lead delivered to the CRM webhook');
        events?.delivered(id, receivedAt);
        return { outcome: 'finished' };
      case 'refused':
        await this.park(id, record, 'refused', `refused: ${answer.reason}`);
        return { outcome: 'finished' };
      case 'gone':
        await queue.writePending(id, { ...record, state: 'waiting', lastError: answer.reason });
        this.disabled = true;
        log.error(
          { messageId: id },
          'The CRM webhook answered 410 Gone: nothing more is sent to it until the server restarts; every lead stays queued',
        );
        events?.disabled(answer.reason);
        return { outcome: 'finished', destinationDown: true };
      case 'retry': {
        if (hasGivenUp(schedule, record.firstAttemptAt, Date.now())) {
          const reason = `gave up after ${record.attempts} tries: ${answer.reason}`;
          await this.park(id, record, 'gave-up', reason);
          return { outcome: 'finished', destinationDown: true };
        }
        await queue.writePending(id, { ...record, state: 'waiting', lastError: answer.reason });
        log.warn(
          { messageId: id, attempts: record.attempts, reason: answer.reason },
          'CRM webhook unavailable; will retry',
        );
        events?.deferred(id, answer.reason);
        return {
          outcome: 'deferred',
          attempts: record.attempts,
          destinationDown: true,
          ...(answer.retryAfterMs !== undefined && { retryAfterMs: answer.retryAfterMs }),
        };
      }
    }
  }

  private async park(id: string, record: DeliveryRecord, failure: Failure, reason: string) {
    const { queue, log, events } = this.options;
    await queue.settle(id, 'failed', { ...record, state: 'failed', failure, lastError: reason });
    log.error(
      { messageId: id, reason },
      'A lead was NOT delivered to the CRM webhook: it waits in webhook/failed for a person',
    );
    events?.failed(id, reason);
  }
}
