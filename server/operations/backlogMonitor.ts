import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Outbox } from '../outbox/outbox';
import type { DeliveryEvents } from '../outbox/relayEvents';
import { describeSmtpError, type Alerter } from './alerts';
import { readBacklog } from './backlog';

interface MonitorOptions {
  outbox: Outbox;
  alerter: Alerter;
  alertAfterMinutes: number;
  intervalMs?: number;
  now?: () => number;
}

/**
 * Alerts once when the oldest pending message gets older than ALERT_AFTER_MINUTES, and gives the
 * all-clear once it is relayed; checked every minute.
 */
export function monitorPendingAge({
  outbox,
  alerter,
  alertAfterMinutes,
  intervalMs = 60_000,
  now = Date.now,
}: MonitorOptions): { check(): Promise<void>; stop(): void } {
  let alerting = false;
  const check = async () => {
    const { counts, oldestPendingAgeSeconds = 0 } = await readBacklog(outbox, now());
    const minutes = Math.floor(oldestPendingAgeSeconds / 60);
    const fields = {
      oldestPendingMinutes: minutes,
      pending: counts.pending,
      failed: counts.failed,
    };
    if (oldestPendingAgeSeconds > alertAfterMinutes * 60 && !alerting) {
      alerting = true;
      alerter.raise(
        'lead_pending_too_long',
        `Contact messages are not being relayed: the oldest of ${counts.pending} pending message(s) has waited ${minutes} minutes (alert after ${alertAfterMinutes}). Check SMTP_URL and the server's log.`,
        fields,
      );
    } else if (oldestPendingAgeSeconds <= alertAfterMinutes * 60 && alerting) {
      alerting = false;
      alerter.clear(
        'lead_pending_recovered',
        `Contact messages flow again: ${counts.pending} pending, the oldest ${minutes} minutes old.`,
        fields,
      );
    }
  };
  const timer = setInterval(() => void check().catch(() => undefined), intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

/**
 * Raises the alert for each message moved to failed/, with the counts after the move, and for
 * each message some of whose recipients the SMTP server refused.
 */
export function alertOnFailure(
  outbox: Outbox,
  alerter: Alerter,
): Pick<DeliveryEvents, 'failed' | 'partiallyRefused'> {
  return {
    failed(id, error) {
      const reason = describeSmtpError(error);
      void readBacklog(outbox)
        .then(({ counts }) => ({ failed: counts.failed, pending: counts.pending }))
        .catch(() => undefined)
        .then((counts) =>
          alerter.raise(
            'lead_moved_to_failed',
            `Contact message ${id} was not delivered (${reason}); it is kept in failed/${counts ? ` (now ${counts.failed} in failed/, ${counts.pending} pending)` : ''}. See it with \`npm run outbox -- show ${id}\`, then forward it by hand or fix the cause and \`npm run outbox -- retry ${id}\`.`,
            { messageId: id, reason, ...counts },
          ),
        );
    },
    partiallyRefused(id, refusedRecipients) {
      alerter.raise(
        'lead_partially_refused',
        `The SMTP server refused ${refusedRecipients} of the MAIL_TO recipients of contact message ${id}; the others got it. Forward it to the refused ones with \`npm run outbox -- show ${id}\`, and check MAIL_TO.`,
        { messageId: id, refusedRecipients },
      );
    },
  };
}

const pendingChangedMarker = (outbox: Outbox) => join(outbox.dir, 'pending.changed');

/** Tells a running server that the operator's command moved a message into pending/. */
export async function markPendingChanged(outbox: Outbox): Promise<void> {
  await writeFile(pendingChangedMarker(outbox), new Date().toISOString());
}

/**
 * Wakes the relay when the operator's command moved a message into pending/: a cheap stat of the
 * marker that command touches, every couple of seconds, which also works on network file systems
 * where change notifications do not. Not of pending/ itself: every message the relay stores or
 * delivers changes that folder, and each wake lists it again.
 */
export function watchPendingChanges(
  outbox: Outbox,
  onChange: () => void,
  intervalMs = 2000,
): { stop(): void } {
  let lastChange: number | undefined;
  const look = (notifyOnChange: boolean) =>
    stat(pendingChangedMarker(outbox)).then(
      ({ mtimeMs }) => {
        if (notifyOnChange && mtimeMs !== lastChange) onChange();
        lastChange = mtimeMs;
      },
      () => undefined,
    );
  // The first look is the baseline: what was moved in before it, the relay's first pass finds.
  void look(false);
  const timer = setInterval(() => void look(true), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
