import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import type { BeaconIntake } from '../insight/takeBeacon';
import type { Task } from '../jobs/task';
import type { LeadEvents } from '../leadEvents';
import type { Store } from '../store/store';
import { Alerter } from './alerts';
import { backlogWatch, heldSurgeWatch, watchAlerts } from './alertWatch';
import { eventLog } from './eventLog';
import { failureAlerts } from './failureAlerts';
import { heldDigest } from './heldDigest/heldDigest';
import { countBeacons, createMetrics } from './metrics';
import { retentionTasks } from './retention';

/**
 * What an operator needs beside the lead's way: the log, alerts and metrics, all three
 * listening to the leads' events; retention and the backlog and held-surge alerts, once started;
 * the daily digest of held messages, a task for the job runner.
 */
export function setUpOperations(
  fastify: FastifyInstance,
  {
    config,
    store,
    events,
    beacons,
    retentionClock,
  }: {
    config: Config;
    store: Store;
    events: LeadEvents;
    beacons: BeaconIntake;
    retentionClock?: () => number;
  },
): { registry: Registry; tasks: Task[]; start(): void; stop(): Promise<void> } {
  const log = fastify.log;
  const alerter = new Alerter({ webhookUrl: config.alertWebhookUrl, log });
  const webhook = config.leadWebhook !== undefined;
  events.subscribe(eventLog(log));
  events.subscribe(failureAlerts(store, alerter));
  const registry = createMetrics(fastify, { store, events, webhook });
  countBeacons(registry, beacons);
  const stoppers: (() => unknown)[] = [];
  const tasks = retentionTasks({
    store,
    policy: {
      sentDays: config.retentionDays,
      spamDays: config.spamRetentionDays,
      consentDays: config.consentRetentionDays,
      webhook,
    },
    insight: {
      rawDays: config.insightRetentionDays,
      totalsDays: config.insightTotalsRetentionDays,
    },
    log,
    ...(retentionClock && { now: retentionClock }),
  });
  if (config.spamDigestHour !== undefined && config.smtpUrl !== undefined) {
    tasks.push(
      heldDigest({
        store,
        mailer: { smtpUrl: config.smtpUrl, settings: config },
        time: { hour: config.spamDigestHour, timeZone: config.spamDigestTimeZone },
        log,
      }),
    );
  }
  return {
    registry,
    tasks,
    start() {
      const alerts = watchAlerts({
        store,
        events,
        alerter,
        watches: [
          ...(webhook ? (['email', 'webhook'] as const) : (['email'] as const)).map((destination) =>
            backlogWatch(destination, config.alertAfterMinutes),
          ),
          heldSurgeWatch(config.spamHeldAlertPerHour),
        ],
      });
      stoppers.push(alerts.stop);
    },
    async stop() {
      await Promise.all(stoppers.map((stop) => stop()));
      await alerter.close();
    },
  };
}
