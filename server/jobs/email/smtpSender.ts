import { Readable } from 'node:stream';
import nodemailer, { type NodemailerError } from 'nodemailer';

/** How long the SMTP client waits for each step; tests shorten them to run in seconds. */
export interface SmtpTimeouts {
  /** Connecting and the greeting together: nodemailer ends the greeting's wait here too. */
  connectMs: number;
  greetingMs: number;
  /**
   * From the start of a send until the last byte of the message is handed to the connection:
   * connecting, the greeting, EHLO, AUTH, MAIL FROM, RCPT TO, DATA and the message itself.
   */
  handOverMs: number;
  /** For the answer to the final "." of DATA alone, idle or trickling. */
  dataReplyMs: number;
}

/**
 * Short up to the data: a hung SMTP server should turn into a retry, not a stuck queue. The
 * answer to the final dot gets the 10 minutes RFC 5321 §4.5.3.2.6 asks for: a busy relay or a
 * content filter takes seconds, and a client that gives up earlier sends the message twice.
 */
export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectMs: 5_000,
  greetingMs: 5_000,
  handOverMs: 30_000,
  dataReplyMs: 10 * 60_000,
};

/**
 * The connection failed after the whole message went out and before the server answered the
 * final dot: the server may have it. Never an ordinary retry.
 */
export class UnconfirmedSendError extends Error {
  override name = 'UnconfirmedSendError';
  readonly code = 'SEND_UNCONFIRMED';
}

/** What the SMTP server did with each recipient of a message it took. */
interface SendResult {
  /** the recipients it took the message for, as the send named them */
  accepted: string[];
  /** the recipients it refused, each with its reply (`recipient`, `responseCode`, `permanent`) */
  refusals: NodemailerError[];
}

/**
 * One reused connection: a burst of messages does not pay a handshake each. nodemailer has one
 * idle timeout for every command after the greeting (socketTimeout), set to the long wait the
 * final dot needs; the short one before it is ours: an AbortSignal per send (the pool closes an
 * aborted send's connection) fired after `handOverMs` unless the message was handed over. A
 * "stream" plugin sees that: the SMTP connection reads the stream it adds only after DATA was
 * accepted; its first chunk waits for `dataBegins` (the store's record that the message is going
 * out), and it ends once the connection took the last byte, right before the final dot.
 */
export function createSmtpSender(url: string, from: string, timeouts: SmtpTimeouts) {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.dataReplyMs,
  });
  const hooks = new WeakMap<AbortSignal, { dataBegins(): Promise<void>; handedOver(): void }>();
  transport.use('stream', (mail, done) => {
    const signal = mail.data.signal as AbortSignal | undefined;
    const hook = signal && hooks.get(signal);
    if (hook) {
      mail.message.processFunc((input) => {
        const output = Readable.from(
          (async function* () {
            // Pulled only once the connection reads the message, which it does after DATA.
            await hook.dataBegins();
            yield* input;
          })(),
          { objectMode: false },
        );
        output.once('end', hook.handedOver);
        return output;
      });
    }
    done();
  });

  return {
    /**
     * Resolves once the server took the message for some of `to`, with what it did with each.
     * `dataBegins` is awaited once the server accepted DATA, before the message's first byte.
     */
    async send(raw: Buffer, to: string[], dataBegins: () => Promise<void>): Promise<SendResult> {
      const aborter = new AbortController();
      let dataSent = false;
      let deadline = setTimeout(() => aborter.abort(), timeouts.handOverMs);
      hooks.set(aborter.signal, {
        dataBegins,
        handedOver() {
          dataSent = true;
          clearTimeout(deadline);
          // An overall deadline, not only the idle one: a server trickling its answer a byte at
          // a time would otherwise hold the queue for ever.
          deadline = setTimeout(() => aborter.abort(), timeouts.dataReplyMs);
        },
      });
      try {
        const info = await transport.sendMail({
          envelope: { from, to },
          raw,
          signal: aborter.signal,
        });
        // In `to`'s own spelling: the client lower-cases each domain it sends, and a caller that
        // keeps who has the message must know its own address again.
        const taken = new Set(info.accepted.map((address) => String(address).toLowerCase()));
        return {
          accepted: to.filter((address) => taken.has(address.toLowerCase())),
          refusals: info.rejectedErrors ?? [],
        };
      } catch (error) {
        const { responseCode, message } = error as NodemailerError;
        if (dataSent && responseCode === undefined) {
          throw new UnconfirmedSendError(
            `the connection failed while waiting for the SMTP server to confirm the message (${message})`,
            { cause: error },
          );
        }
        if (aborter.signal.aborted) {
          throw Object.assign(
            new Error(`the SMTP server did not take the message within ${timeouts.handOverMs} ms`),
            { code: 'ETIMEDOUT', cause: error },
          );
        }
        throw error;
      } finally {
        clearTimeout(deadline);
      }
    },
    close: () => transport.close(),
  };
}
