import type { FastifyBaseLogger } from 'fastify';
import type { NodemailerError, Transporter } from 'nodemailer';
import type { Outbox } from './outbox';
import type { DeliveryEvents } from './relayEvents';

export interface RetryTimings {
  initialDelayMs: number;
  /** 30 s keeps mail flowing within a minute of the SMTP server coming back */
  maxDelayMs: number;
}

export const defaultRetryTimings: RetryTimings = { initialDelayMs: 1000, maxDelayMs: 30_000 };

interface WorkerOptions {
  outbox: Outbox;
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  envelope: { from: string; to: string[] };
  retry: RetryTimings;
  log: FastifyBaseLogger;
  events?: DeliveryEvents;
}

type Outcome = 'done' | 'retry';

/**
 * Steps where a 5xx is about this message. A 5xx while connecting or authenticating is our
 * configuration or the server's state, true for every message, so those are retried instead.
 */
const messageCommands = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

function isPermanentRejection(error: NodemailerError): boolean {
  return error.permanent === true && messageCommands.has(error.command ?? '');
}

/**
 * Relays pending/ to the SMTP server one message at a time, oldest first. While the server is
 * down or answers 4xx the whole queue backs off exponentially; a message moves to sent/ right
 * after the 250, so it is never resent once delivery is confirmed.
 */
export class DeliveryWorker {
  private stopped = false;
  private wakeRequested = false;
  private interrupt: (() => void) | undefined;
  private running: Promise<void> | undefined;
  /** Sent but not yet moved (the move failed): must never be sent again. */
  private readonly delivered = new Set<string>();

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    this.running ??= this.run();
  }

  /** A new message is pending: relay it now unless the queue is backing off. */
  notify(): void {
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
      if ((await this.relayPending()) === 'retry') {
        await this.pause(delay, false);
        delay = Math.min(delay * 2, maxDelayMs);
      } else {
        delay = initialDelayMs;
        if (!this.wakeRequested) await this.pause(undefined, true);
      }
    }
  }

  private async relayPending(): Promise<Outcome> {
    let ids: string[];
    try {
      ids = await this.options.outbox.list('pending');
    } catch (error) {
      this.options.log.error({ err: error }, 'Cannot read the outbox; will retry');
      return 'retry';
    }
    for (const id of ids) {
      if (this.stopped) return 'done';
      if ((await this.deliver(id)) === 'retry') return 'retry';
    }
    return 'done';
  }

  private async deliver(id: string): Promise<Outcome> {
    const { outbox, transport, envelope, log } = this.options;
    try {
      if (this.delivered.has(id)) {
        await outbox.move(id, 'pending', 'sent');
        this.delivered.delete(id);
        return 'done';
      }
      if (await outbox.has('sent', id)) {
        // A copy in sent/ means the 250 came and only the cleanup was cut short.
        await outbox.remove('pending', id);
        return 'done';
      }
      const raw = await outbox.read('pending', id);
      try {
        await transport.sendMail({ envelope, raw });
      } catch (error) {
        return await this.handleRejection(id, error as NodemailerError);
      }
      this.delivered.add(id);
      await outbox.move(id, 'pending', 'sent');
      this.delivered.delete(id);
      log.info({ messageId: id }, 'Message delivered');
      this.options.events?.delivered(id);
      return 'done';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'done';
      log.error({ err: error, messageId: id }, 'Outbox error while relaying a message; will retry');
      return 'retry';
    }
  }

  private async handleRejection(id: string, error: NodemailerError): Promise<Outcome> {
    const { outbox, log } = this.options;
    if (!isPermanentRejection(error)) {
      log.warn({ err: error, messageId: id }, 'SMTP relay unavailable; will retry');
      this.options.events?.deferred(id, error);
      return 'retry';
    }
    await outbox.move(id, 'pending', 'failed');
    log.error(
      { err: error, messageId: id, file: outbox.filePath('failed', id) },
      'SMTP server permanently REJECTED a contact message: it is kept in the failed folder, forward it by hand',
    );
    this.options.events?.failed(id, error);
    return 'done';
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
