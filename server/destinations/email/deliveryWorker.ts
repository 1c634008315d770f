import type { FastifyBaseLogger } from 'fastify';
import type { NodemailerError, Transporter } from 'nodemailer';
import type { DeliveryRecord, Outbox } from '../../outbox/outbox';
import type { DeliveryEvents } from '../../outbox/relayEvents';

export interface RetryTimings {
  initialDelayMs: number;
  /** 30 s keeps mail flowing within a minute of the SMTP server coming back */
  maxDelayMs: number;
  /** Counted from a message's first try: then it moves to failed/ and stops holding a place. */
  giveUpAfterMs: number;
  /**
   * pending/ is listed at start and then at most this often: between listings the queue is kept
   * in memory (new messages join it through notify), so a cycle over 100,000 pending messages
   * does not read and sort the folder each time. Files another process moves into pending/ (an
   * operator's retry) are picked up by the next listing.
   */
  relistEveryMs: number;
}

export const defaultRetryTimings: RetryTimings = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  relistEveryMs: 60_000,
};

interface WorkerOptions {
  outbox: Outbox;
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  envelope: { from: string; to: string[] };
  retry: RetryTimings;
  log: FastifyBaseLogger;
  events?: DeliveryEvents;
}

/** `unreachable`: the server or the connection failed, not this message; the cycle stops. */
type Outcome = 'done' | 'unreachable';

/**
 * Steps where an answer is about this message. A failure while connecting or authenticating is
 * our configuration or the server's state, true for every message, so it stops the whole cycle.
 */
const messageCommands = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

function isAboutThisMessage(error: NodemailerError): boolean {
  return messageCommands.has(error.command ?? '') && error.responseCode !== undefined;
}

function describe(error: NodemailerError): string {
  return error.response ?? error.message;
}

/**
 * Relays pending/ to the SMTP server one message at a time, oldest first. A message the server
 * defers waits on its own backoff while the ones behind it go on; when the server itself is
 * unreachable, the whole queue backs off. After `giveUpAfterMs` of tries a message moves to
 * failed/. A "sending" record is written before each send and a "sent" one right after the 250,
 * so a message the server confirmed is never sent again, and neither is one whose send was cut
 * off by a crash (it goes to failed/ for a person to check). A connection lost while waiting for
 * the server's answer is retried with the same Message-ID, which inboxes fold into one.
 */
export class DeliveryWorker {
  private stopped = false;
  private wakeRequested = false;
  private interrupt: (() => void) | undefined;
  private running: Promise<void> | undefined;
  /** pending/ in order, as last listed plus what notify added since. */
  private queue: string[] = [];
  private listedAt = -Infinity;
  /** Stored since the last cycle began; joined to the queue by the next one. */
  private arrived: string[] = [];
  /** Message ids the server deferred, with the time of their next try. */
  private readonly deferredUntil = new Map<string, number>();
  /** Confirmed by a 250 but not yet recorded or moved (the disk failed): never sent again. */
  private readonly confirmed = new Set<string>();

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    this.running ??= this.options.outbox
      .pruneRecords()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'Cannot prune old records'))
      .then(() => this.run());
  }

  /**
   * A new message is pending: relay it now unless the queue is backing off. Without an id,
   * pending/ changed behind the relay's back (an operator moved a message in): list it again.
   */
  notify(id?: string): void {
    if (id === undefined) this.listedAt = -Infinity;
    else this.arrived.push(id);
    this.wakeRequested = true;
    this.interrupt?.();
  }

  /** Finishes the message in flight, sends nothing more; pending mail stays for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.interrupt?.();
    await this.running;
    this.options.transport.close();
  }

  private async run(): Promise<void> {
    const { initialDelayMs, maxDelayMs } = this.options.retry;
    let delay = initialDelayMs;
    while (!this.stopped) {
      this.wakeRequested = false;
      if ((await this.relayPending()) === 'unreachable') {
        await this.pause(delay, false);
        delay = Math.min(delay * 2, maxDelayMs);
      } else {
        delay = initialDelayMs;
        if (!this.wakeRequested)
          await this.pause(this.nextDueInMs() ?? this.options.retry.relistEveryMs, true);
      }
    }
  }

  /** One pass over pending/: every message that is due, oldest first. */
  private async relayPending(): Promise<Outcome> {
    try {
      await this.refreshQueue();
    } catch (error) {
      this.options.log.error({ err: error }, 'Cannot read the outbox; will retry');
      return 'unreachable';
    }
    const now = Date.now();
    const left = new Set<string>();
    let outcome: Outcome = 'done';
    for (const id of this.queue) {
      if (this.stopped) break;
      if ((this.deferredUntil.get(id) ?? 0) > now) continue;
      outcome = await this.deliver(id);
      if (!this.deferredUntil.has(id) && outcome === 'done') left.add(id);
      if (outcome === 'unreachable') break;
    }
    if (left.size > 0) this.queue = this.queue.filter((id) => !left.has(id));
    return outcome;
  }

  /** Joins what notify added; lists pending/ again when the last listing is old. */
  private async refreshQueue(): Promise<void> {
    if (Date.now() - this.listedAt >= this.options.retry.relistEveryMs) {
      const listing = await this.options.outbox.list('pending');
      this.listedAt = Date.now();
      const listed = new Set(listing);
      this.queue = [...listing, ...this.arrived.filter((id) => !listed.has(id))];
      this.forgetDeferralsNotIn(listed);
    } else {
      this.queue.push(...this.arrived);
    }
    this.arrived = [];
  }

  private async deliver(id: string): Promise<Outcome> {
    const { outbox, log } = this.options;
    try {
      const record = await outbox.readRecord(id);
      if (this.confirmed.has(id) || record?.state === 'sent') {
        await this.finishSent(id, record);
        return 'done';
      }
      if (record?.state === 'sending') {
        await this.fail(
          id,
          record,
          'unconfirmed: the relay stopped during the send, so the SMTP server may have the message; check the inbox for its Message-ID before moving it back to pending/',
        );
        return 'done';
      }
      return await this.send(id, record?.state === 'waiting' ? record : undefined);
    } catch (error) {
      const gone =
        (error as NodeJS.ErrnoException).code === 'ENOENT' &&
        !(await outbox.has('pending', id).catch(() => true));
      if (gone) {
        // Moved or removed by someone else meanwhile: nothing left to do for it.
        this.confirmed.delete(id);
        this.deferredUntil.delete(id);
        return 'done';
      }
      log.error({ err: error, messageId: id }, 'Outbox error while relaying a message; will retry');
      this.listedAt = -Infinity;
      return 'unreachable';
    }
  }

  /** `previous`: the record of earlier failed tries since the message entered pending/. */
  private async send(id: string, previous: DeliveryRecord | undefined): Promise<Outcome> {
    const { outbox, transport, envelope } = this.options;
    const now = new Date().toISOString();
    const record: DeliveryRecord = {
      state: 'sending',
      attempts: (previous?.attempts ?? 0) + 1,
      firstAttemptAt: previous?.firstAttemptAt ?? now,
      lastAttemptAt: now,
      ...(previous?.lastError !== undefined && { lastError: previous.lastError }),
    };
    const raw = await outbox.read('pending', id);
    await outbox.writeRecord(id, record);
    let rejected: string[];
    try {
      const info = await transport.sendMail({ envelope, raw });
      rejected = (info.rejected ?? []).map(String);
    } catch (error) {
      return this.handleFailure(id, record, error as NodemailerError);
    }
    this.confirmed.add(id);
    await this.finishSent(id, {
      ...record,
      ...(rejected.length > 0 && { rejectedRecipients: rejected }),
    });
    return 'done';
  }

  /** The server has the message: record it, then move it, so no later pass sends it again. */
  private async finishSent(id: string, record: DeliveryRecord | undefined): Promise<void> {
    const { outbox, log } = this.options;
    if (record && record.state !== 'sent') {
      await outbox.writeRecord(id, { ...record, state: 'sent' });
    }
    await outbox.move(id, 'pending', 'sent');
    this.confirmed.delete(id);
    this.deferredUntil.delete(id);
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
  ): Promise<Outcome> {
    const { log, retry } = this.options;
    const aboutThisMessage = isAboutThisMessage(error);
    const failed: DeliveryRecord = { ...record, state: 'waiting', lastError: describe(error) };
    if (aboutThisMessage && error.permanent === true) {
      await this.fail(id, failed, `refused permanently: ${failed.lastError}`, error);
      return 'done';
    }
    const triedForMs = Date.now() - Date.parse(record.firstAttemptAt);
    if (triedForMs >= retry.giveUpAfterMs) {
      await this.fail(
        id,
        failed,
        `gave up after ${record.attempts} tries: ${failed.lastError}`,
        error,
      );
      return aboutThisMessage ? 'done' : 'unreachable';
    }
    await this.options.outbox.writeRecord(id, failed);
    this.options.events?.deferred(id, error);
    const backoff = retry.initialDelayMs * 2 ** Math.min(record.attempts - 1, 30);
    this.deferredUntil.set(id, Date.now() + Math.min(backoff, retry.maxDelayMs));
    log.warn(
      { err: error, messageId: id, attempts: record.attempts },
      aboutThisMessage
        ? 'SMTP server deferred a contact message; will retry it'
        : 'SMTP relay unavailable; will retry',
    );
    return aboutThisMessage ? 'done' : 'unreachable';
  }

  /** Moves the message to failed/ first, so a crash in between never leaves a resendable record. */
  private async fail(
    id: string,
    record: DeliveryRecord,
    reason: string,
    cause: Error = Object.assign(new Error(reason), { code: 'SEND_UNCONFIRMED' }),
  ): Promise<void> {
    const { outbox, log } = this.options;
    await outbox.move(id, 'pending', 'failed');
    this.deferredUntil.delete(id);
    await outbox.writeRecord(id, { ...record, state: 'failed', lastError: reason });
    log.error(
      { messageId: id, reason, file: outbox.filePath('failed', id) },
      'A contact message was NOT delivered: it is kept in the failed folder, forward it by hand',
    );
    this.options.events?.failed(id, cause);
  }

  private forgetDeferralsNotIn(pending: Set<string>): void {
    for (const id of this.deferredUntil.keys()) {
      if (!pending.has(id)) this.deferredUntil.delete(id);
    }
  }

  /** Until the first deferred message is due; undefined (wait for notify) when none is. */
  private nextDueInMs(): number | undefined {
    let first: number | undefined;
    for (const due of this.deferredUntil.values())
      if (first === undefined || due < first) first = due;
    return first === undefined ? undefined : Math.max(0, first - Date.now());
  }

  /** Waits for the delay (undefined: forever); stop() always ends it, notify() only when idle. */
  private pause(ms: number | undefined, wakeOnNotify: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(finish, ms);
      const onWake = () => {
        if (wakeOnNotify || this.stopped) finish();
      };
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.interrupt = onWake;
    }).finally(() => {
      this.interrupt = undefined;
    });
  }
}
