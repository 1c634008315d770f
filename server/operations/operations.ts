import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ContactRelay } from '../outbox/contactRelay';
import { Outbox } from '../outbox/outbox';
import type { RelayEvents } from '../outbox/relayEvents';
import { Alerter } from './alerts';
import { alertOnFailure, monitorPendingAge, watchPendingChanges } from './backlogMonitor';
import { createRelayMetrics } from './metrics';
import { opsRoutes } from './opsRoutes';
import { relayStateRecorder } from './relayState';
import { scheduleRetention } from './retention';
import { alertOnWebhookFailure, monitorWebhookBacklog } from './webhookAlerts';
import { createWebhookMetrics } from './webhookMetrics';
import type { WebhookEvents } from '../destinations/webhook/webhookEvents';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any observer interface's methods
type Observer<Events> = { [Name in keyof Events]: (...args: any[]) => void };

/** Every observer hears every event; one that throws is logged and never breaks the relay. */
function fanOut<Events extends Observer<Events>>(
  names: (keyof Events & string)[],
  observers: Partial<Events>[],
  log: FastifyInstance['log'],
): Events {
  const call =
    (name: keyof Events & string) =>
    (...args: unknown[]) => {
      for (const observer of observers) {
        try {
          observer[name]?.(...args);
        } catch (error) {
          log.error({ err: error }, `Relay observer failed on ${name}`);
        }
      }
    };
  return Object.fromEntries(names.map((name) => [name, call(name)])) as Events;
}

const relayEventNames: (keyof RelayEvents)[] = [
  'accepted',
  'spam',
  'rateLimited',
  'delivered',
  'failed',
  'deferred',
  'partiallyRefused',
];
const webhookEventNames: (keyof WebhookEvents)[] = ['delivered', 'deferred', 'failed', 'disabled'];

/**
 * What an operator needs beside the relay: /readyz and /metrics, alerts, the state file the
 * `npm run outbox` command reads, retention, and waking the relay when that command moved a
 * message into pending/. `events` goes to the relay and the route; `watch` starts the rest.
 */
export async function setUpOperations(
  fastify: FastifyInstance,
  config: Config,
): Promise<{
  events: RelayEvents;
  webhookEvents: WebhookEvents | undefined;
  watch(relay: ContactRelay): void;
}> {
  const outbox = new Outbox(config.outboxDir);
  const log = fastify.log;
  const alerter = new Alerter({ webhookUrl: config.alertWebhookUrl, log });
  const metrics = createRelayMetrics(fastify, outbox);
  const state = relayStateRecorder(config.outboxDir, (error) =>
    log.warn({ err: error }, 'Cannot write the relay state file'),
  );
  await fastify.register(opsRoutes, {
    outbox,
    registry: metrics.registry,
    metricsAllow: config.metricsAllow,
  });
  const events = fanOut<RelayEvents>(
    relayEventNames,
    [metrics.events, state, alertOnFailure(outbox, alerter)],
    log,
  );
  const webhookEvents =
    config.leadWebhook &&
    fanOut<WebhookEvents>(
      webhookEventNames,
      [createWebhookMetrics(metrics.registry, outbox), alertOnWebhookFailure(alerter)],
      log,
    );

  return {
    events,
    webhookEvents,
    watch(relay) {
      const stoppers: (() => unknown)[] = [];
      fastify.addHook('onReady', async () => {
        const retention = scheduleRetention({
          outbox,
          policy: {
            sentDays: config.retentionDays,
            spamDays: config.spamRetentionDays,
            consentDays: config.consentRetentionDays,
          },
          log,
        });
        const pendingAge = monitorPendingAge({
          outbox,
          alerter,
          alertAfterMinutes: config.alertAfterMinutes,
        });
        const pendingFolder = watchPendingChanges(outbox, () => relay.notify());
        stoppers.push(retention.stop, pendingAge.stop, pendingFolder.stop);
        if (config.leadWebhook) {
          const webhookAge = monitorWebhookBacklog({
            outbox,
            alerter,
            alertAfterMinutes: config.alertAfterMinutes,
          });
          stoppers.push(webhookAge.stop);
        }
      });
      fastify.addHook('onClose', async () => {
        await Promise.all(stoppers.map((stop) => stop()));
        await state.flushed();
        await alerter.close();
      });
    },
  };
}
