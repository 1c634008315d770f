import type { LeadEvents } from '../leadEvents';
import { countHeld, readDestinationBacklog } from '../store/backlog';
import type { DestinationName } from '../store/lead';
import type { Store } from '../store/store';
import type { AlertEvent, Alerter } from './alerts';
import { ageSeconds } from './metrics';

interface Alert {
  event: AlertEvent;
  text: string;
  fields: Record<string, string | number>;
}

/** One condition the watcher raises an alert for, and clears once it no longer holds. */
export interface Watch {
  /** checked again at once on this lead event, not only every minute */
  onEvent?: 'held';
  read(store: Store, now: number): Promise<{ raised: boolean; raise: Alert; clear: Alert }>;
}

const backlogWordings = {
  email: {
    late: 'lead_pending_too_long',
    recovered: 'lead_pending_recovered',
    lateText: (pending: number, minutes: number, after: number) =>
      `Contact messages are not being relayed: the oldest of ${pending} pending message(s) has waited ${minutes} minutes (alert after ${after}). Check SMTP_URL and the server's log.`,
    recoveredText: (pending: number, minutes: number) =>
      `Contact messages flow again: ${pending} pending, the oldest ${minutes} minutes old.`,
  },
  webhook: {
    late: 'lead_webhook_pending_too_long',
    recovered: 'lead_webhook_recovered',
    lateText: (pending: number, minutes: number, after: number) =>
      `Leads are not reaching the CRM: the oldest of ${pending} waiting has waited ${minutes} minutes (alert after ${after}). See \`npm run outbox -- status\` and the server's log.`,
    recoveredText: (pending: number, minutes: number) =>
      `Leads reach the CRM again: ${pending} waiting, the oldest ${minutes} minutes old.`,
  },
} as const;

/** The destination's oldest pending lead is older than ALERT_AFTER_MINUTES. */
export function backlogWatch(destination: DestinationName, alertAfterMinutes: number): Watch {
  const wording = backlogWordings[destination];
  return {
    async read(store, now) {
      const backlog = await readDestinationBacklog(store, destination);
      const age = ageSeconds(backlog.oldestPendingAt, now);
      const minutes = Math.floor(age / 60);
      const fields = {
        oldestPendingMinutes: minutes,
        pending: backlog.pending,
        failed: backlog.failed,
      };
      return {
        raised: age > alertAfterMinutes * 60,
        raise: {
          event: wording.late,
          text: wording.lateText(backlog.pending, minutes, alertAfterMinutes),
          fields,
        },
        clear: {
          event: wording.recovered,
          text: wording.recoveredText(backlog.pending, minutes),
          fields,
        },
      };
    },
  };
}

const hourMs = 60 * 60 * 1000;

/**
 * More messages were held in the last hour than SPAM_HELD_ALERT_PER_HOUR allows (a bot
 * campaign, or the screen holding people after a change). Counted in the store, so every
 * instance's holds add up.
 */
export function heldSurgeWatch(perHour: number): Watch {
  return {
    onEvent: 'held',
    async read(store, now) {
      const held = await countHeld(store, now - hourMs);
      const fields = { heldLastHour: held, perHour };
      return {
        raised: held > perHour,
        raise: {
          event: 'lead_held_surge',
          text: `${held} contact messages were held as spam in the last hour (alert above ${perHour}, SPAM_HELD_ALERT_PER_HOUR): a bot campaign, or the screen holding people. Read them with \`npm run outbox -- list spam\`.`,
          fields,
        },
        clear: {
          event: 'lead_held_surge_ended',
          text: `Held messages are back to ${held} in the last hour.`,
          fields,
        },
      };
    },
  };
}

/**
 * The one alert watcher: raises each watch's alert once when its condition begins to hold, and
 * gives the all-clear once it no longer does; checked every minute and on the events a watch
 * names, one check at a time. Every instance watches the one store, so each raises it: the
 * alert says the same whichever does.
 */
export function watchAlerts({
  store,
  events,
  alerter,
  watches,
  intervalMs = 60_000,
  now = Date.now,
}: {
  store: Store;
  events: LeadEvents;
  alerter: Alerter;
  watches: Watch[];
  intervalMs?: number;
  now?: () => number;
}): { check(): Promise<void>; stop(): Promise<void> } {
  const raised = new Set<Watch>();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const checkOnce = async () => {
    for (const watch of watches) {
      // A store that cannot answer now changes nothing: the next check asks again.
      const state = await watch.read(store, now()).catch(() => undefined);
      if (state?.raised === true && !raised.has(watch)) {
        raised.add(watch);
        alerter.raise(state.raise.event, state.raise.text, state.raise.fields);
      } else if (state?.raised === false && raised.has(watch)) {
        raised.delete(watch);
        alerter.clear(state.clear.event, state.clear.text, state.clear.fields);
      }
    }
  };
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = checkOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void check();
      }
    });
    return running;
  };
  const onEvents = new Set(watches.map((watch) => watch.onEvent));
  events.subscribe((event) => {
    if (!stopped && onEvents.has(event.type as 'held')) void check();
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
