import { createServer } from 'node:http';
import { onTestFinished } from 'vitest';

export interface WebhookSink {
  url: string;
  received: { contentType: string | undefined; body: unknown }[];
  /** status to answer each POST with, in turn; 200 once they run out */
  statuses: number[];
}

/** A local HTTP server standing in for a Slack or Teams incoming webhook. */
export async function startWebhookSink(): Promise<WebhookSink> {
  const sink: WebhookSink = { url: '', received: [], statuses: [] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sink.received.push({
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.statusCode = sink.statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  sink.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return sink;
}
