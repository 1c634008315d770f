import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { sourceOf } from '../../../client/features/attribution/attribution';
import { screenVerdict, type Lead } from '../../store/lead';
import type { RetrySchedule } from '../retrySchedule';
import type { Attempt, BurstWait, Outcome, Task } from '../task';

/** The CRM webhook's schedule, how long one request may take and its burst wait; tests shorten them. */
export interface WebhookTimings {
  retry: RetrySchedule;
  /** the whole request, connection to the last byte of the answer */
  timeoutMs: number;
  /**
   * A CRM answers at once, so without it the worker would send as fast as leads arrive, one
   * request of our CPU per lead while the visitors wait for theirs. The burst's leads go right
   * after it instead.
   */
  burstWait: BurstWait;
}

/**
 * Within seconds, then minutes, at most an hour apart, for 3 days (as Standard Webhooks
 * suggests): a CRM down over a weekend still gets every lead. 15 s per request. A lead waits for a
 * burst to end a quarter of a second, and at most 30 s under an unending one.
 */
export const defaultWebhookTimings: WebhookTimings = {
  retry: {
    initialDelayMs: 5_000,
    maxDelayMs: 60 * 60_000,
    giveUpAfterMs: 3 * 24 * 60 * 60_000,
    pollEveryMs: 2000,
  },
  timeoutMs: 15_000,
  burstWait: { quietMs: 250, maxWaitMs: 30_000 },
};

const secretPrefix = 'whsec_';

/** A `whsec_…` secret as the standard gives it: the key is the base64 after the prefix. */
export function isWebhookSecret(secret: string): boolean {
  const key = secret.slice(secretPrefix.length);
  return (
    secret.startsWith(secretPrefix) &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(key) &&
    Buffer.from(key, 'base64').length >= 16
  );
}

/**
 * The webhook-signature header of Standard Webhooks 1.0, signed by the standard's own library:
 * one `v1,…` per secret, space-separated, so a receiver rotating its secret accepts either.
 */
export function signWebhook(
  secrets: string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const timestamp = new Date(timestampSeconds * 1000);
  return secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' ');
}

interface WebhookTarget {
  url: string;
  secrets: string[];
}

/**
 * A Retry-After header in ms: delay-seconds or an HTTP date; undefined when absent or unreadable.
 * Never below a second: `Retry-After: 0` (or a date in the past) must not become a tight loop.
 */
function retryAfterMs(header: string | undefined): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(1000, Math.ceil(ms / 1000) * 1000);
}

/** What the CRM's answer means for the lead, the one place an HTTP status is read. */
function outcomeOf(status: number, retryAfter: string | undefined): Outcome {
  const reason = `HTTP ${status}`;
  if (status >= 200 && status < 300) return { kind: 'done' };
  // 410: the endpoint is gone; the standard says to stop sending to it.
  if (status === 410) return { kind: 'disabled', reason };
  if (status === 429 || status >= 500) {
    const after = retryAfterMs(retryAfter);
    return {
      kind: 'retry',
      reason,
      // A 429 or a 503 is the CRM itself, and the task pauses; another 5xx answers about this
      // lead, which waits alone, so one failing lead never holds the others back.
      taskDown: status === 429 || status === 503,
      ...(after !== undefined && { retryAfterMs: after }),
    };
  }
  // Any other 4xx (and a 3xx, which is not followed): a person must look.
  return { kind: 'failed', failure: 'refused', reason: `refused: ${reason}` };
}

// node:http rather than fetch: under a burst of leads, fetch's per-request cost (WHATWG
// streams and headers) took a quarter of the CPU the visitors' requests need. Kept-alive
// connections: one handshake for a burst, not one per lead.
const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 1 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 1 }),
};

/**
 * One signed POST of `body` under the lead's webhook-id. Redirects are not followed: a POST
 * redirected elsewhere may become a GET, so the configured URL must be the endpoint itself.
 */
function postWebhook(
  target: WebhookTarget,
  timeoutMs: number,
  webhookId: string,
  body: string,
): Promise<Outcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(target.url);
  const https = url.protocol === 'https:';
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({ kind: 'retry', reason: error.message, taskDown: true });
    const request = (https ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        agent: https ? agents.https : agents.http,
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
        response.once('end', () => resolve(outcomeOf(response.statusCode ?? 0, retryAfter)));
        response.once('error', failed);
      },
    );
    // The whole request, not only while idle: a CRM trickling its answer is given up too.
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.once('close', () => clearTimeout(deadline));
    request.once('error', failed);
    request.end(body);
  });
}

/**
 * The request body, the Standard Webhooks shape: `type`, `timestamp` (when the lead arrived, so
 * every retry and replay sends the same bytes) and `data`: the lead's id, receivedAt, its SMS
 * consent when given (`smsConsent` says whether), the page, the form's fields and the spam
 * screen's `screen` ({ verdict, reasons }: a CRM rule routes `marked` leads; the points are
 * ours), and `attribution`: where the visit came from, always with its `source` in words
 * ("direct" when the lead told nothing). The visitor's IP and user agent are not the CRM's
 * business.
 */
function webhookPayload(lead: Lead): string {
  return JSON.stringify({
    type: 'lead.created',
    timestamp: lead.receivedAt,
    data: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      ...(lead.consent && { consent: lead.consent }),
      page: lead.source.page,
      fields: lead.message,
      smsConsent: lead.consent !== undefined,
      ...(lead.screen && {
        screen: {
          verdict: screenVerdict(lead.screen),
          reasons: lead.screen.reasons.map((reason) => reason.why),
        },
      }),
      attribution: { source: sourceOf(lead.attribution), ...lead.attribution },
    },
  });
}

/**
 * The CRM: each lead POSTed, signed, under its own id as webhook-id (the same on every retry and
 * replay, so the receiver can drop duplicates). At least once: a try cut off is simply sent
 * again once its claim runs out.
 */
export function webhookDestination(target: WebhookTarget, timings: WebhookTimings): Task {
  return {
    name: 'webhook',
    retry: timings.retry,
    leaseMs: 2 * timings.timeoutMs,
    burstWait: timings.burstWait,
    async run({ lead }: Attempt): Promise<Outcome> {
      if (!lead) return { kind: 'failed', failure: 'refused', reason: 'the lead is gone' };
      return postWebhook(target, timings.timeoutMs, lead.id, webhookPayload(lead));
    },
  };
}
