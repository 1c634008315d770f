import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** A CRM's two secrets, as the standard gives them: whsec_ + base64 of 24 random-looking bytes. */
export const crmSecret = `whsec_${Buffer.from('crm-secret-for-the-tests!').toString('base64')}`;
export const nextCrmSecret = `whsec_${Buffer.from('the-rotated-crm-secret!!').toString('base64')}`;

interface WebhookRequest {
  /** Date.now() when its body had arrived */
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** what standardwebhooks' Webhook.verify made of it with the receiver's secret; undefined: refused */
  verified: unknown;
}

interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  /** hold the answer back this long (a slow receiver) */
  delayMs?: number;
  /** send this body after the status line, a byte every `byteEveryMs` (a trickling receiver) */
  trickle?: { body: string; byteEveryMs: number };
}

export interface WebhookReceiver {
  url: string;
  port: number;
  /** every request, whether verified or not */
  requests: WebhookRequest[];
  /** the answer to each request; 204 by default */
  answer: (request: WebhookRequest) => ReceiverAnswer;
  /** the ids of verified requests, in order of arrival */
  ids(): string[];
  close(): Promise<void>;
}

/** Verifies like a CRM would: the reference standardwebhooks package, with the CRM's secret. */
export function verify(secret: string, headers: IncomingHttpHeaders, body: string): unknown {
  try {
    return new Webhook(secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
  } catch {
    return undefined;
  }
}

/**
 * A real HTTP server on loopback standing in for the CRM, verifying what it receives. No test
 * runner's in it: Playwright's specs use it as vitest's do (webhookReceiver.ts).
 */
export async function listenAsCrm(secret = crmSecret, port = 0): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    port,
    requests: [],
    answer: () => ({ status: 204 }),
    ids: () =>
      receiver.requests
        .filter((request) => request.verified !== undefined)
        .map((request) => String(request.headers['webhook-id'])),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const received = {
        at: Date.now(),
        headers: request.headers,
        body,
        verified: verify(secret, request.headers, body),
      };
      receiver.requests.push(received);
      const { status, headers = {}, delayMs = 0, trickle } = receiver.answer(received);
      setTimeout(() => {
        if (!trickle) {
          response.writeHead(status, headers).end();
          return;
        }
        response.writeHead(status, { ...headers, 'content-length': trickle.body.length });
        let sent = 0;
        const drip = setInterval(() => {
          response.write(trickle.body.charAt(sent));
          sent += 1;
          if (sent < trickle.body.length) return;
          clearInterval(drip);
          response.end();
        }, trickle.byteEveryMs);
        response.once('close', () => clearInterval(drip));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  receiver.port = typeof address === 'object' && address ? address.port : port;
  receiver.url = `http://127.0.0.1:${receiver.port}/crm/leads`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
