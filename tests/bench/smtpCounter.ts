import { SMTPServer } from 'smtp-server';
import { onCleanup } from './cleanup';
import { waitForCount } from './waitForCount';

export interface SmtpCounter {
  /** what the production server gets as SMTP_URL */
  url: string;
  /** messages whose DATA the sink has fully received so far */
  received(): number;
  /** performance.now() when the last message's DATA ended */
  lastReceivedAt(): number;
  /** resolves with the count once it reaches `count`, or when `timeoutMs` has passed */
  waitFor(count: number, timeoutMs: number): Promise<number>;
}

/** A real SMTP server in this process on a random loopback port; it only counts what it receives. */
export async function startSmtpCounter(): Promise<SmtpCounter> {
  let received = 0;
  let lastReceivedAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: a self-signed STARTTLS would only add handshakes to what is measured.
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      stream.resume();
      stream.once('end', () => {
        received += 1;
        lastReceivedAt = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('the SMTP sink has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    lastReceivedAt: () => lastReceivedAt,
    waitFor: (count, timeoutMs) => waitForCount(() => received, count, timeoutMs),
  };
}
