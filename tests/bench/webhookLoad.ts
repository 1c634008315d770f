import { join } from 'node:path';
import { loadPlan } from './benchConfig';
import { count } from './format';
import { loadSendEmail } from './load';
import { median } from './median';
import { startProductionServer } from './productionServer';
import type { SmtpCounter } from './smtpCounter';
import { startWebhookCounter } from './webhookCounter';

export interface WebhookComparison {
  /** accepted leads per second of each run, in the order they ran */
  offRuns: number[];
  onRuns: number[];
  offMedian: number;
  onMedian: number;
  /** the median of each turn's on/off ratio, minus 1: -0.04 is 4 % slower */
  change: number;
  accepted: number;
  /** distinct leads the local CRM received from the runs with the webhook on */
  delivered: number;
}

const runsEach = 5;
const secret = `whsec_${Buffer.from('bench-secret-of-enough-bytes').toString('base64')}`;

/**
 * POST /api/send-email against two production servers, one with the CRM webhook on (to a local
 * receiver) and one without, run in turns (off, on, off, on…) so a busy neighbour on the shared
 * machine weighs on both alike: each turn's pair is compared, and the median of those ratios is
 * the result (the machine's disk latency swings several-fold between minutes).
 */
export async function compareWebhookLoad(
  workDir: string,
  sink: SmtpCounter,
): Promise<WebhookComparison> {
  const crm = await startWebhookCounter();
  const server = (name: string, env: Record<string, string>) =>
    startProductionServer({
      smtpUrl: sink.url,
      dataDir: join(workDir, `data-${name}`),
      logFile: join(workDir, `server-${name}.log`),
      env,
    });
  const off = await server('webhook-off', {});
  const on = await server('webhook-on', {
    LEAD_WEBHOOK_URL: crm.url,
    LEAD_WEBHOOK_SECRET: secret,
    LEAD_WEBHOOK_ALLOW_HTTP: 'true',
  });
  const offRuns: number[] = [];
  const onRuns: number[] = [];
  let accepted = 0;
  for (let run = 0; run < runsEach; run += 1) {
    offRuns.push((await loadSendEmail(off.origin, sink)).requestsPerSecond);
    const withWebhook = await loadSendEmail(on.origin, sink);
    onRuns.push(withWebhook.requestsPerSecond);
    accepted += withWebhook.accepted;
  }
  const delivered = await crm.waitFor(accepted, loadPlan.deliveryTimeoutMs);
  const offMedian = median(offRuns) ?? 0;
  const onMedian = median(onRuns) ?? 0;
  return {
    offRuns,
    onRuns,
    offMedian,
    onMedian,
    change: (median(onRuns.map((on, turn) => on / (offRuns[turn] ?? on))) ?? 1) - 1,
    accepted,
    delivered,
  };
}

export function webhookLines(comparison: WebhookComparison): string[] {
  const percent = (comparison.change * 100).toFixed(1);
  const within = Math.abs(comparison.change) <= 0.1;
  return [
    `POST /api/send-email, CRM webhook off vs on (interleaved, ${runsEach} turns, median of each turn's on/off):`,
    `  off ${count(comparison.offMedian)} req/s (${comparison.offRuns.map(count).join(', ')})`,
    `  on  ${count(comparison.onMedian)} req/s (${comparison.onRuns.map(count).join(', ')})  ${percent} %`,
    within ? '  ✓ within 10 %' : `  ✗ more than 10 % apart`,
    comparison.accepted === comparison.delivered
      ? `  ✓ every lead accepted with the webhook on (${count(comparison.accepted)}) reached the CRM`
      : `FAIL accepted ${count(comparison.accepted)} ≠ at the CRM ${count(comparison.delivered)}`,
  ];
}
