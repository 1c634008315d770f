import type { LeadEvents } from '../leadEvents';
import { countHeld } from '../store/backlog';
import type { Store } from '../store/store';
import type { Alerter } from './alerts';

const hourMs = 60 * 60 * 1000;

/**
 * Alerts once when more messages were held in the last hour than SPAM_HELD_ALERT_PER_HOUR
 * allows (a bot campaign, or the screen holding people after a change), and gives the all-clear
 * once the hour's count is back within it. Counted in the store, so every instance's holds add
 * up; checked on each hold (one count at a time) and every minute, which sees the hour pass.
 */
export function monitorHeldSurge({
  store,
  events,
  alerter,
  perHour,
  intervalMs = 60_000,
  now = Date.now,
}: {
  store: Store;
  events: LeadEvents;
  alerter: Alerter;
  perHour: number;
  intervalMs?: number;
  now?: () => number;
}): { check(): Promise<void>; stop(): Promise<void> } {
  let alerting = false;
  let running: Promise<void> | undefined;
  let again = false;
  const countOnce = async () => {
    const held = await countHeld(store, now() - hourMs);
    const fields = { heldLastHour: held, perHour };
    if (held > perHour && !alerting) {
      alerting = true;
      alerter.raise(
        'lead_held_surge',
        `${held} contact messages were held as spam in the last hour (alert above ${perHour}, SPAM_HELD_ALERT_PER_HOUR): a bot campaign, or the screen holding people. Read them with \`npm run outbox -- list spam\`.`,
        fields,
      );
    } else if (held <= perHour && alerting) {
      alerting = false;
      alerter.clear(
        'lead_held_surge_ended',
        `Held messages are back to ${held} in the last hour.`,
        fields,
      );
    }
  };
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = countOnce()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  };
  let stopped = false;
  events.subscribe((event) => {
    if (event.type === 'held' && !stopped) void check();
  });
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
