import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { sessionLimitsOf, type Config } from '../config';
import type { BeaconIntake } from '../insight/takeBeacon';
import type { Task } from '../jobs/task';
import type { LeadEvent, LeadEvents } from '../leadEvents';
import type { Store } from '../store/store';
import { Alerter, alertPosts, failureAlerts } from './alerts';
import { alertWatch, backlogWatch, heldSurgeWatch, partlyDeliveredWatch } from './alertWatch';
import { heldDigest } from './heldDigest';
import { countBeacons, createMetrics } from './metrics';
import { retentionTasks } from './retention';

const names = { email: 'the inbox', webhook: 'the CRM webhook' } as const;

/** One log line per event, by lead id: never what the visitor typed. */
function eventLog(log: FastifyBaseLogger) {
  return (event: LeadEvent): void => {
    switch (event.type) {
      case 'accepted':
        return log.info({ messageId: event.leadId }, 'Contact message stored');
      case 'held':
        return log.info(
          { messageId: event.leadId, spamScore: event.score },
          'Message held by the spam screen',
        );
      case 'rate-limited':
        return log.info('A contact message was refused by the rate limit');
      case 'delivered':
        return log.info(
          { messageId: event.leadId },
          `Lead delivered to ${names[event.destination]}`,
        );
      case 'deferred':
        return log.warn(
          { err: event.error, messageId: event.leadId, reason: event.reason },
          `Not delivered to ${names[event.destination]} this time; will retry`,
        );
      case 'failed':
        return log.error(
          { messageId: event.leadId, reason: event.reason },
          `A lead was NOT delivered to ${names[event.destination]}: it waits for a person (npm run outbox -- list failed)`,
        );
      case 'disabled':
        return log.error(
          { reason: event.reason },
          `${names[event.destination]} answered 410 Gone: nothing more is sent to it until the server restarts; every lead stays queued`,
        );
    }
  };
}

/**
 * What an operator needs beside the lead's way: the log, alerts and metrics, all three listening
 * to the leads' events, and the runner's tasks below. `queued`: an alert's post waits in the store
 * for the runner.
 */
export function setUpOperations(
  fastify: FastifyInstance,
  options: {
    config: Config;
    store: Store;
    events: LeadEvents;
    beacons: BeaconIntake;
    retentionClock?: () => number;
    queued: () => void;
  },
): { registry: Registry; tasks: Task[] } {
  const { config, store, events, beacons, retentionClock, queued } = options;
  const log = fastify.log;
  const alerter = new Alerter({
    store,
    log,
    webhook: config.alertWebhookUrl !== undefined,
    queued,
  });
  const webhook = config.leadWebhook !== undefined;
  events.subscribe(eventLog(log));
  events.subscribe(failureAlerts(store, alerter));
  const registry = createMetrics(fastify, { store, events, webhook });
  countBeacons(registry, beacons);
  const tasks = [
    ...retentionTasks({
      store,
      policy: {
        sentDays: config.retentionDays,
        spamDays: config.spamRetentionDays,
        consentDays: config.consentRetentionDays,
        webhook,
        consoleSessions: sessionLimitsOf(config),
      },
      insight: {
        rawDays: config.insightRetentionDays,
        totalsDays: config.insightTotalsRetentionDays,
      },
      log,
      ...(retentionClock && { now: retentionClock }),
    }),
    alertWatch({
      store,
      alerter,
      watches: [
        ...(webhook ? (['email', 'webhook'] as const) : (['email'] as const)).map((destination) =>
          backlogWatch(destination, config.alertAfterMinutes),
        ),
        partlyDeliveredWatch(config.alertAfterMinutes),
        heldSurgeWatch(config.spamHeldAlertPerHour),
      ],
    }),
  ];
  if (config.alertWebhookUrl !== undefined) tasks.push(alertPosts(config.alertWebhookUrl));
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
  return { registry, tasks };
}
