import nodemailer, { type NodemailerError } from 'nodemailer';

/** How long the SMTP client waits for each step; tests shorten them to run in seconds. */
export interface SmtpTimeouts {
  connectMs: number;
  greetingMs: number;
  /** silence on the socket after the greeting, for every command */
  socketMs: number;
}

/**
 * Short: a hung SMTP server should turn into a retry, not a stuck queue, and a send in flight at
 * shutdown usually ends (answered or timed out) within index.ts's 10 s deadline; one cut off
 * still is never resent, it waits unconfirmed in failed/.
 */
export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectMs: 5_000,
  greetingMs: 5_000,
  socketMs: 8_000,
};

export interface SmtpSender {
  /** Resolves once the server took the message, with the recipients it refused meanwhile. */
  send(raw: Buffer): Promise<{ rejected: string[] }>;
  close(): void;
}

/**
 * Steps where an answer is about this message. A failure while connecting or authenticating is
 * our configuration or the server's state, true for every message.
 */
const messageCommands = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);

export function isAboutThisMessage(error: NodemailerError): boolean {
  return messageCommands.has(error.command ?? '') && error.responseCode !== undefined;
}

export function describeSmtpFailure(error: NodemailerError): string {
  return error.response ?? error.message;
}

/** One reused connection: a burst of messages does not pay a handshake each. */
export function createSmtpSender(
  url: string,
  envelope: { from: string; to: string[] },
  timeouts: SmtpTimeouts,
): SmtpSender {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    async send(raw) {
      const info = await transport.sendMail({ envelope, raw });
      return { rejected: (info.rejected ?? []).map(String) };
    },
    close: () => transport.close(),
  };
}
