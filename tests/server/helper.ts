import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { onTestFinished } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

interface SmtpReply {
  code: number;
  message: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** When each connection to the sink opened (Date.now, the runner's clock), refused ones included. */
  connectedAt: number[];
  /** Set: every new connection is refused with this reply (a server up but unavailable). */
  refuseConnections: SmtpReply | undefined;
  /**
   * Decides per message, once all of it has arrived: undefined accepts, otherwise the SMTP reply
   * to refuse it with. A promise holds the answer back until it settles.
   */
  respond: (raw: string) => SmtpReply | undefined | Promise<SmtpReply | undefined>;
  /** Set: a new connection is greeted only once this settles (a server slow to answer). */
  holdGreeting: (() => Promise<void>) | undefined;
  /** Decides per sender (MAIL FROM): undefined accepts it. */
  respondToSender: (address: string) => SmtpReply | undefined;
  /** Decides per recipient (RCPT TO): undefined accepts it. */
  respondToRecipient: (address: string) => SmtpReply | undefined;
  close(): Promise<void>;
}

function smtpError({ code, message }: SmtpReply): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** A real SMTP server on loopback, so every test goes through nodemailer's actual SMTP client. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port,
    url: '',
    received: [],
    connectedAt: [],
    refuseConnections: undefined,
    holdGreeting: undefined,
    respond: () => undefined,
    respondToSender: () => undefined,
    respondToRecipient: () => undefined,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    // smtp-server's minute would close a connection whose greeting a test holds (claimLapsed's
    // stalled instance), and a loaded machine can take longer than that to get to its release.
    socketTimeout: 10 * 60_000,
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      sink.connectedAt.push(Date.now());
      const refusal = sink.refuseConnections && smtpError(sink.refuseConnections);
      const hold = sink.holdGreeting?.();
      if (hold) void hold.then(() => callback(refusal));
      else callback(refusal);
    },
    onMailFrom(address, _session, callback) {
      const refusal = sink.respondToSender(address.address);
      callback(refusal && smtpError(refusal));
    },
    onRcptTo(address, _session, callback) {
      const refusal = sink.respondToRecipient(address.address);
      callback(refusal && smtpError(refusal));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const refusal = await sink.respond(raw);
        if (refusal) {
          callback(smtpError(refusal));
          return;
        }
        const from = session.envelope.mailFrom;
        sink.received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  sink.port = typeof address === 'object' && address ? address.port : port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The real prerendered build, `npm run build`'s output (npm test builds before the unit tests). */
export const builtSite = join(import.meta.dirname, '../../dist/client');

export const fastRetry = {
  initialDelayMs: 20,
  maxDelayMs: 200,
  giveUpAfterMs: 60_000,
  pollEveryMs: 100,
};

/**
 * The app as production builds it, with a temporary data folder (SQLite unless `databaseUrl`
 * names a PostgreSQL schema, see engines.ts) and (by default) no build directory: pass
 * `staticDir: builtSite` for the site too. The spam screen is off (tests post without a form
 * token): tests of the screen turn it on with `spamScreen: true`; so is the daily digest of held
 * messages (`spamDigestHour`).
 * Closed, and its data removed, when the test finishes.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config: Config = {
    ...loadConfig({}),
    dataDir: await tempDir('data'),
    staticDir: join(tmpdir(), 'no-build-here'),
    mailTo: ['leads@company.test'],
    mailFrom: 'website@company.test',
    spamScreen: false,
    // Due at start most hours of the day, it would mail what a test seeded into the sink.
    spamDigestHour: undefined,
    ...overrides,
  };
  const app = await buildApp(config, { logger: false, retry: fastRetry, ...options });
  onTestFinished(() => app.close());
  await app.ready();
  return { app, config };
}

/** The screen with its honeypot alone: for tests of the trap that post without form tokens. */
export const honeypotOnly: Partial<Config> = {
  spamScreen: true,
  spamLayersOff: ['token', 'timing', 'content', 'campaign'],
};

/** The app relaying to a fresh SMTP sink; both are closed when the test finishes. */
export async function buildRelayingApp(overrides: Partial<Config> = {}, options: AppOptions = {}) {
  const smtp = await startSmtpSink();
  onTestFinished(() => smtp.close());
  return { ...(await buildTestApp({ smtpUrl: smtp.url, ...overrides }, options)), smtp };
}

export const validMessage = {
  name: 'Jane Doe',
  email: 'jane@acme.test',
  phone: '+1 480 555 0100',
  company: 'Acme Inc.',
  message: 'We need help moving our ERP to the cloud.\nCan we talk next week?',
};

export function postJson(
  app: FastifyInstance,
  body: unknown,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/send-email',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify(body),
    ...extra,
  });
}

/**
 * Polls until `condition` holds. The default limit is a guard against a hang, far past what the
 * waits take on an idle machine, so CI's loaded cores do not fail a test that would pass.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Header section of a raw message, unfolded, names lower-cased; repeated headers keep every value. */
export function headersOf(raw: string): Map<string, string[]> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/** The decoded text of the message's part with this content type (quoted-printable or 7bit). */
export function partOf(raw: string, contentType: 'text/plain' | 'text/html'): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start === -1) throw new Error(`No ${contentType} part`);
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  const body = raw.slice(bodyStart, raw.indexOf('\r\n----', bodyStart));
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}
