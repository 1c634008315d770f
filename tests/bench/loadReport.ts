import { loadPlan } from './benchConfig';
import { count } from './format';
import type { SendEmailLoad } from './load';
import type { BenchResult } from './results';

export function everyAcceptedDelivered(sendEmail: SendEmailLoad): boolean {
  return sendEmail.accepted === sendEmail.delivered;
}

export function loadLines(result: BenchResult): string[] {
  const { home, sendEmail } = result.load;
  const { home: homePlan, sendEmail: sendPlan } = loadPlan;
  const homeIssues =
    home.non2xx + home.errors > 0 ? ` · non-2xx ${home.non2xx} · errors ${home.errors}` : '';
  const statuses = Object.entries(sendEmail.statusCodes)
    .map(([status, times]) => `${status}×${count(times)}`)
    .join(' ');
  const lines = [
    `Load (autocannon in this process, sharing the machine's ${result.machine.cores} cores with the server):`,
    `  GET /                 ${count(home.requestsPerSecond).padStart(7)} req/s  p99 ${count(home.p99Ms)} ms` +
      `  (${homePlan.connections} connections, ${homePlan.seconds} s)${homeIssues}`,
    `  POST /api/send-email  ${count(sendEmail.requestsPerSecond).padStart(7)} req/s  p99 ${count(sendEmail.p99Ms)} ms` +
      `  (${sendPlan.connections} connections, ${sendPlan.seconds} s; ${statuses || 'no answers'})`,
    `  accepted ${count(sendEmail.accepted)} · rejected ${count(sendEmail.rejected)}` +
      ` · errors ${count(sendEmail.errors)} · delivered to the SMTP sink ${count(sendEmail.delivered)}`,
  ];
  lines.push(
    everyAcceptedDelivered(sendEmail)
      ? '  ✓ every accepted message was delivered, none twice'
      : `FAIL accepted ${count(sendEmail.accepted)} ≠ delivered ${count(sendEmail.delivered)}` +
          ` (waited up to ${loadPlan.deliveryTimeoutMs / 1000} s for delivery)`,
  );
  return lines;
}
