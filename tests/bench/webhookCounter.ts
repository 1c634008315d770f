import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import { waitForCount } from './waitForCount';
import type { ReceiverReport } from './webhookReceiverProcess';

export interface WebhookCounter {
  /** what the production server gets as LEAD_WEBHOOK_URL */
  url: string;
  /** distinct webhook-ids received so far */
  received(): number;
  waitFor(count: number, timeoutMs: number): Promise<number>;
}

/**
 * A local CRM that answers 204 at once and counts each lead once, whatever the retries. It runs
 * in a process of its own: answering on the bench's event loop would slow autocannon, and the
 * CRM's work would be measured as the server's.
 */
export async function startWebhookCounter(): Promise<WebhookCounter> {
  const receiver = fork(fileURLToPath(new URL('./webhookReceiverProcess.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  let received = 0;
  const port = await new Promise<number>((resolve, reject) => {
    receiver.once('error', reject);
    receiver.once('exit', (code) => reject(new Error(`the local CRM exited (${code})`)));
    receiver.on('message', (report: ReceiverReport) => {
      if ('port' in report) resolve(report.port);
      else received = report.received;
    });
  });
  onCleanup(async () => {
    if (receiver.exitCode !== null) return;
    const exited = new Promise((resolve) => receiver.once('exit', resolve));
    receiver.disconnect();
    await exited;
  });
  return {
    url: `http://127.0.0.1:${port}/crm`,
    received: () => received,
    waitFor: (count, timeoutMs) => waitForCount(() => received, count, timeoutMs),
  };
}
