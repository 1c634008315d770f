import type { Task } from '../jobs/task';
import { countHeld, readDestinationBacklog } from '../store/backlog';
import { lastResult } from '../store/jobs';
import type { DestinationName } from '../store/lead';
import type { Store } from '../store/store';
import type { AlertEvent, Alerter } from './alerts';
import { ageSeconds } from './metrics';

type Alert = { event: AlertEvent; text: string };

/** What a watch found: whether its condition holds, and the alert and all-clear that say so. */
interface WatchState {
  raised: boolean;
  raise: Alert;
  clear: Alert;
  fields: Record<string, string | number>;
}

/** One condition the watcher raises an alert for, and clears once it no longer holds. */
export type Watch = (store: Store, now: number) => Promise<WatchState>;

type BacklogWording = (
  pending: number,
  minutes: number,
  after: number,
  failed: number,
) => [Alert, Alert];

/**
 * A backlog also empties when its leads are given up: with any failed, the all-clear says the
 * wait is over, not that they flow, and where the failed ones are.
 */
const backlogWordings: Record<DestinationName, BacklogWording> = {
  email: (pending, minutes, after, failed) => [
    {
      event: 'lead_pending_too_long',
      text: `Contact messages are not being relayed: the oldest of ${pending} pending message(s) has waited ${minutes} minutes (alert after ${after}). Check SMTP_URL and the server's log.`,
    },
    {
      event: 'lead_pending_recovered',
      text:
        failed === 0
          ? `Contact messages flow again: ${pending} pending, the oldest ${minutes} minutes old.`
          : `Contact messages no longer wait over ${after} minutes: ${pending} pending, the oldest ${minutes} minutes old; ${failed} failed for good, see \`npm run outbox -- list failed\`.`,
    },
  ],
  webhook: (pending, minutes, after, failed) => [
    {
      event: 'lead_webhook_pending_too_long',
      text: `Leads are not reaching the CRM: the oldest of ${pending} waiting has waited ${minutes} minutes (alert after ${after}). See \`npm run outbox -- status\` and the server's log.`,
    },
    {
      event: 'lead_webhook_recovered',
      text:
        failed === 0
          ? `Leads reach the CRM again: ${pending} waiting, the oldest ${minutes} minutes old.`
          : `Leads no longer wait over ${after} minutes for the CRM: ${pending} waiting, the oldest ${minutes} minutes old; ${failed} failed for good, see \`npm run outbox -- status\`.`,
    },
  ],
};

/**
 * The destination's oldest pending lead that nothing of it has reached is older than
 * ALERT_AFTER_MINUTES. An e-mail some MAIL_TO addresses have shows the relay works: the
 * partlyDeliveredWatch speaks of it.
 */
export function backlogWatch(destination: DestinationName, alertAfterMinutes: number): Watch {
  return async (store, now) => {
    const backlog = await readDestinationBacklog(store, destination);
    const age = ageSeconds(backlog.oldestUntouchedAt, now);
    const minutes = Math.floor(age / 60);
    const pending = backlog.pending - backlog.partlyDone.count;
    const [raise, clear] = backlogWordings[destination](
      pending,
      minutes,
      alertAfterMinutes,
      backlog.failed,
    );
    return {
      raised: age > alertAfterMinutes * 60,
      raise,
      clear,
      fields: { oldestPendingMinutes: minutes, pending, failed: backlog.failed },
    };
  };
}

/**
 * The oldest contact message some MAIL_TO addresses have while others still wait for it (a full
 * mailbox deferring it) is older than ALERT_AFTER_MINUTES: the relay works, that address does not.
 */
export function partlyDeliveredWatch(alertAfterMinutes: number): Watch {
  return async (store, now) => {
    const { partlyDone } = await readDestinationBacklog(store, 'email');
    const age = ageSeconds(partlyDone.oldestAt, now);
    const minutes = Math.floor(age / 60);
    const waiting = partlyDone.count;
    return {
      raised: age > alertAfterMinutes * 60,
      raise: {
        event: 'lead_partly_sent_too_long',
        text: `Some MAIL_TO addresses are not getting contact messages the others got: the oldest of ${waiting} such message(s) has waited ${minutes} minutes for them (alert after ${alertAfterMinutes}). They are tried again by themselves; \`npm run outbox -- status\` names the address and its answer.`,
      },
      clear: {
        event: 'lead_partly_sent_recovered',
        text: `Every MAIL_TO address gets contact messages again: ${waiting} still waiting for some, the oldest ${minutes} minutes old.`,
      },
      fields: { oldestWaitingMinutes: minutes, waiting },
    };
  };
}

/**
 * More messages were held in the last hour than SPAM_HELD_ALERT_PER_HOUR allows (a bot
 * campaign, or the screen holding people after a change). Counted in the store, so every
 * instance's holds add up.
 */
export function heldSurgeWatch(perHour: number): Watch {
  return async (store, now) => {
    const held = await countHeld(store, now - 60 * 60_000);
    return {
      raised: held > perHour,
      raise: {
        event: 'lead_held_surge',
        text: `${held} contact messages were held as spam in the last hour (alert above ${perHour}, SPAM_HELD_ALERT_PER_HOUR): a bot campaign, or the screen holding people. Read them with \`npm run outbox -- list spam\`.`,
      },
      clear: {
        event: 'lead_held_surge_ended',
        text: `Held messages are back to ${held} in the last hour.`,
      },
      fields: { heldLastHour: held, perHour },
    };
  };
}

const watchTask = 'alert-watch';
/** A check that failed is not tried again: the next minute's is the next try. */
const everyMinute = { initialDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 0 };
/**
 * How long a raised alert stays raised without its own watch saying so: an instance without the
 * watch (other settings, in a rolling deploy) keeps it, but a watch switched off for longer (its
 * LEAD_WEBHOOK_URL removed) left it to nobody, and coming back finds its condition anew.
 */
const raisedKeptMs = 60 * 60_000;

/** The stored raised alerts, each with when its watch last found it holding. */
function raisedOf(result: string | undefined, at: number): Map<string, number> {
  const stored = JSON.parse(result ?? '{}') as string[] | Record<string, number>;
  // The names alone, as checks before the times were kept stored them.
  if (Array.isArray(stored)) return new Map(stored.map((name) => [name, at]));
  return new Map(Object.entries(stored));
}

/**
 * The one alert watcher: a job of every minute (keyed by it, UTC), run by one instance of many.
 * It raises each watch's alert once when its condition begins to hold, and gives the all-clear
 * once it no longer does; which alerts are raised is the last check's result in the store, so
 * the instances raise and clear each alert once between them.
 */
export function alertWatch(options: { store: Store; alerter: Alerter; watches: Watch[] }): Task {
  const { store, alerter, watches } = options;
  return {
    name: watchTask,
    retry: everyMinute,
    leaseMs: 60_000,
    scheduled: (now) => ({ key: new Date(now).toISOString().slice(0, 16), runAt: now }),
    async run({ at }) {
      const raised = raisedOf(await lastResult(store, watchTask), at);
      for (const watch of watches) {
        // A store that cannot answer now changes nothing: the next check asks again.
        const state = await watch(store, at).catch(() => undefined);
        const name = state?.raise.event ?? '';
        const heldAt = raised.get(name);
        if (state?.raised === true) {
          if (heldAt === undefined || at - heldAt > raisedKeptMs) {
            await alerter.raise(state.raise.event, state.raise.text, state.fields);
          }
          raised.set(name, at);
        } else if (state?.raised === false && heldAt !== undefined) {
          raised.delete(name);
          await alerter.clear(state.clear.event, state.clear.text, state.fields);
        }
      }
      return { kind: 'done', result: Object.fromEntries(raised) };
    },
  };
}
