import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { signWebhook } from './webhookSignature';

/**
 * A Retry-After header in ms: delay-seconds or an HTTP date; undefined when absent or unreadable.
 * Never below a second: `Retry-After: 0` (or a date in the past) must not become a tight loop.
 */
function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.max(1000, Math.ceil(ms / 1000) * 1000);
}

/** What the CRM's answer means for the lead, the one place an HTTP status is read. */
export type WebhookAnswer =
  | { kind: 'delivered' }
  /**
   * a timeout, a connection error, a 5xx or a 429: try again, after `retryAfterMs` if given;
   * `destinationDown` unless the CRM answered about this lead (a 5xx), so one failing lead never
   * holds the others back
   */
  | { kind: 'retry'; reason: string; retryAfterMs?: number; destinationDown: boolean }
  /** any other 4xx (and a 3xx, which is not followed): a person must look */
  | { kind: 'refused'; reason: string }
  /** 410: the endpoint is gone; the standard says to stop sending to it */
  | { kind: 'gone'; reason: string };

export interface WebhookTarget {
  url: string;
  secrets: string[];
  timeoutMs: number;
}

function classify(status: number, retryAfter: string | undefined): WebhookAnswer {
  const reason = `HTTP ${status}`;
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 410) return { kind: 'gone', reason };
  if (status === 429 || status >= 500) {
    const after = retryAfterMs(retryAfter ?? null);
    return {
      kind: 'retry',
      reason,
      destinationDown: status === 429 || status === 503,
      ...(after !== undefined && { retryAfterMs: after }),
    };
  }
  return { kind: 'refused', reason };
}

// node:http rather than fetch: under a burst of leads, fetch's per-request cost (WHATWG
// streams and headers) took a quarter of the CPU the visitors' requests need. Kept-alive
// connections: one handshake for a burst, not one per lead.
const agents = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: 1 }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: 1 }),
};

/**
 * One signed POST of `body` under the lead's webhook-id. Redirects are not followed: a POST
 * redirected elsewhere may become a GET, so the configured URL must be the endpoint itself.
 */
export function postWebhook(
  target: WebhookTarget,
  webhookId: string,
  body: string,
): Promise<WebhookAnswer> {
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(target.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol === 'https:' ? 'https:' : 'http:'],
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'webhook-id': webhookId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(target.secrets, webhookId, timestamp, body),
        },
      },
      (response: IncomingMessage) => {
        response.resume();
        const retryAfter = response.headers['retry-after'];
        response.once('end', () => resolve(classify(response.statusCode ?? 0, retryAfter)));
        response.once('error', (error) =>
          resolve({ kind: 'retry', reason: error.message, destinationDown: true }),
        );
      },
    );
    // The whole request, not only while idle: a CRM trickling its answer is given up too.
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${target.timeoutMs} ms`)),
      target.timeoutMs,
    );
    request.once('close', () => clearTimeout(deadline));
    request.once('error', (error) =>
      resolve({ kind: 'retry', reason: error.message, destinationDown: true }),
    );
    request.end(body);
  });
}
