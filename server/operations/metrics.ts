import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { receivedAtOf } from '../outbox/messageId';
import type { Outbox } from '../outbox/outbox';
import type { RelayEvents } from '../outbox/relayEvents';
import { readBacklog, type Backlog } from './backlog';

/** From seconds (a healthy relay) to a day (a long outage) */
const latencyBuckets = [0.1, 0.5, 1, 2, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600];

export interface RelayMetrics {
  registry: Registry;
  events: RelayEvents;
}

/**
 * Prometheus metrics of one app: its own registry (never the global one, so several apps in one
 * process count apart), Node's defaults, HTTP request durations by route, the relay's counters,
 * and the outbox backlog read from disk at each scrape.
 */
export function createRelayMetrics(
  fastify: FastifyInstance,
  outbox: Outbox,
  now: () => number = Date.now,
): RelayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: request.method,
        // The route's pattern, not the URL: one series per route whatever visitors type.
        route: request.routeOptions.url ?? 'not_found',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const counter = (name: string, help: string) =>
    new Counter({ name: `contact_messages_${name}_total`, help, registers: [registry] });
  const accepted = counter('accepted', 'Contact messages stored in pending/');
  const delivered = counter('delivered', 'Contact messages accepted by the SMTP server');
  const failed = counter('failed', 'Contact messages not delivered and moved to failed/');
  const deferred = counter('deferred', 'Delivery attempts that will be retried');
  const partiallyRefused = counter(
    'partially_refused',
    'Contact messages delivered with some MAIL_TO recipients refused',
  );
  const spam = counter('spam', 'Honeypot messages kept in spam/');
  const rateLimited = counter('rate_limited', 'Submissions refused by the per-IP rate limit');
  const latency = new Histogram({
    name: 'contact_delivery_latency_seconds',
    help: 'Time from a message being stored to the SMTP server accepting it',
    buckets: latencyBuckets,
    registers: [registry],
  });

  // Each scrape reads the outbox once for all backlog gauges.
  let scrape: { at: number; backlog: Promise<Backlog> } | undefined;
  const backlog = () => {
    if (scrape === undefined || now() - scrape.at > 1000) {
      scrape = { at: now(), backlog: readBacklog(outbox, now()) };
    }
    return scrape.backlog;
  };
  const backlogGauge = (name: string, help: string, value: (backlog: Backlog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await backlog()));
      },
    });
  backlogGauge('contact_outbox_pending', 'Messages waiting in pending/', (b) => b.counts.pending);
  backlogGauge('contact_outbox_failed', 'Messages in failed/', (b) => b.counts.failed);
  backlogGauge(
    'contact_outbox_oldest_pending_age_seconds',
    'Age of the oldest pending message (0 when none)',
    (b) => b.oldestPendingAgeSeconds ?? 0,
  );

  return {
    registry,
    events: {
      accepted: () => accepted.inc(),
      spam: () => spam.inc(),
      rateLimited: () => rateLimited.inc(),
      delivered(id) {
        delivered.inc();
        const received = receivedAtOf(id);
        if (received) latency.observe(Math.max(0, now() - received.getTime()) / 1000);
      },
      failed: () => failed.inc(),
      deferred: () => deferred.inc(),
      partiallyRefused: () => partiallyRefused.inc(),
    },
  };
}
