import { signWebhook } from './webhookSignature';
import { retryAfterMs } from './retryAfter';

/** What the CRM's answer means for the lead, the one place an HTTP status is read. */
export type WebhookAnswer =
  | { kind: 'delivered' }
  /** a timeout, a connection error, a 5xx or a 429: try again, after `retryAfterMs` if given */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** any other 4xx (and a 3xx, which is not followed): a person must look */
  | { kind: 'refused'; reason: string }
  /** 410: the endpoint is gone; the standard says to stop sending to it */
  | { kind: 'gone'; reason: string };

export interface WebhookTarget {
  url: string;
  secrets: string[];
  timeoutMs: number;
}

function classify(response: Response): WebhookAnswer {
  const { status } = response;
  const reason = `HTTP ${status}`;
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 410) return { kind: 'gone', reason };
  if (status === 429 || status >= 500) {
    const after = retryAfterMs(response.headers.get('retry-after'));
    return { kind: 'retry', reason, ...(after !== undefined && { retryAfterMs: after }) };
  }
  return { kind: 'refused', reason };
}

/** One signed POST of `body` under the lead's webhook-id. */
export async function postWebhook(
  target: WebhookTarget,
  webhookId: string,
  body: string,
): Promise<WebhookAnswer> {
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': webhookId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(target.secrets, webhookId, timestamp, body),
      },
      body,
      // A redirected POST may turn into a GET elsewhere: the configured URL must be the endpoint.
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    await response.body?.cancel();
    return classify(response);
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: Error };
    const why = name === 'TimeoutError' ? `no answer within ${target.timeoutMs} ms` : message;
    return { kind: 'retry', reason: cause?.message ? `${why}: ${cause.message}` : why };
  }
}
