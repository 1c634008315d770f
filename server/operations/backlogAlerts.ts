import { readDestinationBacklog } from '../store/backlog';
import type { DestinationName } from '../store/lead';
import type { Store } from '../store/store';
import type { AlertEvent, Alerter } from './alerts';
import { ageSeconds } from './metrics';

interface Wording {
  late: AlertEvent;
  recovered: AlertEvent;
  lateText(pending: number, minutes: number, alertAfterMinutes: number): string;
  recoveredText(pending: number, minutes: number): string;
}

const wordings: Record<DestinationName, Wording> = {
  email: {
    late: 'lead_pending_too_long',
    recovered: 'lead_pending_recovered',
    lateText: (pending, minutes, after) =>
      `Contact messages are not being relayed: the oldest of ${pending} pending message(s) has waited ${minutes} minutes (alert after ${after}). Check SMTP_URL and the server's log.`,
    recoveredText: (pending, minutes) =>
      `Contact messages flow again: ${pending} pending, the oldest ${minutes} minutes old.`,
  },
  webhook: {
    late: 'lead_webhook_pending_too_long',
    recovered: 'lead_webhook_recovered',
    lateText: (pending, minutes, after) =>
      `Leads are not reaching the CRM: the oldest of ${pending} waiting has waited ${minutes} minutes (alert after ${after}). See \`npm run outbox -- status\` and the server's log.`,
    recoveredText: (pending, minutes) =>
      `Leads reach the CRM again: ${pending} waiting, the oldest ${minutes} minutes old.`,
  },
};

/**
 * Alerts once when the destination's oldest pending lead gets older than ALERT_AFTER_MINUTES,
 * and gives the all-clear once it is delivered; checked every minute. Every instance checks
 * the one store, so each raises it: the alert says the same whichever does.
 */
export function monitorBacklog(options: {
  store: Store;
  destination: DestinationName;
  alerter: Alerter;
  alertAfterMinutes: number;
  intervalMs?: number;
  now?: () => number;
}): { check(): Promise<void>; stop(): void } {
  const {
    store,
    destination,
    alerter,
    alertAfterMinutes,
    intervalMs = 60_000,
    now = Date.now,
  } = options;
  const wording = wordings[destination];
  let alerting = false;
  const check = async () => {
    const backlog = await readDestinationBacklog(store, destination);
    const age = ageSeconds(backlog.oldestPendingAt, now());
    const minutes = Math.floor(age / 60);
    const fields = {
      oldestPendingMinutes: minutes,
      pending: backlog.pending,
      failed: backlog.failed,
    };
    const late = age > alertAfterMinutes * 60;
    if (late && !alerting) {
      alerting = true;
      alerter.raise(
        wording.late,
        wording.lateText(backlog.pending, minutes, alertAfterMinutes),
        fields,
      );
    } else if (!late && alerting) {
      alerting = false;
      alerter.clear(wording.recovered, wording.recoveredText(backlog.pending, minutes), fields);
    }
  };
  const timer = setInterval(() => void check().catch(() => undefined), intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
