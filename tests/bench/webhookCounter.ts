import { createServer } from 'node:http';
import { onCleanup } from './cleanup';

export interface WebhookCounter {
  /** what the production server gets as LEAD_WEBHOOK_URL */
  url: string;
  /** distinct webhook-ids received so far */
  received(): number;
  waitFor(count: number, timeoutMs: number): Promise<number>;
}

/** A local CRM that answers 204 at once and counts each lead once, whatever the retries. */
export async function startWebhookCounter(): Promise<WebhookCounter> {
  const ids = new Set<string>();
  const server = createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      ids.add(String(request.headers['webhook-id']));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the webhook counter has no port');
  return {
    url: `http://127.0.0.1:${address.port}/crm`,
    received: () => ids.size,
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (ids.size < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return ids.size;
    },
  };
}
