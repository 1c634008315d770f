import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { beaconOutcomes, type BeaconIntake } from '../insight/takeBeacon';
import type { LeadEvents } from '../leadEvents';
import { readDestinationBacklog } from '../store/backlog';
import type { Store } from '../store/store';

/** From seconds (a healthy relay) to a day (a long outage) */
const latencyBuckets = [0.1, 0.5, 1, 2, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600];

/**
 * How old a backlog a scrape may be given: counting a destination's deliveries reads every one
 * of them, seconds with a million leads, so scrapers that come often (several Prometheus
 * replicas, a dashboard) share one count rather than each paying for it.
 */
export const backlogReuseMs = 5000;

/** One answer for every caller within `ms`, so asking often costs no more work. */
export function reusedFor<T>(
  ms: number,
  compute: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    if (last === undefined || now() - last.at >= ms) last = { at: now(), answer: compute() };
    return last.answer;
  };
}

/**
 * Prometheus metrics of one app: its own registry (never the global one, so several apps in one
 * process count apart), Node's defaults, HTTP request durations by route, the leads' counters
 * from their events, and the backlog asked of the store at each scrape.
 */
export function createMetrics(
  fastify: FastifyInstance,
  { store, events, webhook }: { store: Store; events: LeadEvents; webhook: boolean },
  now: () => number = Date.now,
): Registry {
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
    new Counter({ name, help, registers: [registry] });
  const gauge = (name: string, help: string, value: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      // A store that cannot answer leaves the gauge unknown, not the whole scrape a 500: the
      // counters and the process's own metrics are what tell of the outage.
      async collect() {
        this.set(await value().catch(() => Number.NaN));
      },
    });
  const email = {
    accepted: counter('contact_messages_accepted_total', 'Contact messages stored for delivery'),
    spam: counter('contact_messages_spam_total', 'Contact messages held by the spam screen'),
    rateLimited: counter(
      'contact_messages_rate_limited_total',
      'Submissions refused by the per-visitor rate limit',
    ),
    delivered: counter(
      'contact_messages_delivered_total',
      'Contact messages accepted by the SMTP server',
    ),
    failed: counter('contact_messages_failed_total', 'Contact messages parked for a person'),
    deferred: counter('contact_messages_deferred_total', 'Delivery attempts that will be retried'),
    latency: new Histogram({
      name: 'contact_delivery_latency_seconds',
      help: 'Time from a message being stored to the SMTP server accepting it',
      buckets: latencyBuckets,
      registers: [registry],
    }),
  };
  // Scrapes ask the store once per destination for all of its gauges, at most every 5 s.
  const emailBacklog = reusedFor(backlogReuseMs, () => readDestinationBacklog(store, 'email'), now);
  gauge(
    'contact_outbox_pending',
    'Messages waiting for the inbox',
    async () => (await emailBacklog()).pending,
  );
  gauge(
    'contact_outbox_failed',
    'Messages parked for a person',
    async () => (await emailBacklog()).failed,
  );
  gauge(
    'contact_outbox_oldest_pending_age_seconds',
    'Age of the oldest pending message (0 when none)',
    async () => ageSeconds((await emailBacklog()).oldestPendingAt, now()),
  );

  const crm = webhook
    ? {
        delivered: counter(
          'lead_webhook_delivered_total',
          'Leads the CRM webhook answered with 2xx',
        ),
        retries: counter(
          'lead_webhook_retries_total',
          'Webhook requests that failed and will be retried',
        ),
        failed: counter('lead_webhook_failed_total', 'Leads parked for a person'),
      }
    : undefined;
  if (webhook) {
    const crmBacklog = reusedFor(
      backlogReuseMs,
      () => readDestinationBacklog(store, 'webhook'),
      now,
    );
    gauge(
      'lead_webhook_pending',
      'Leads waiting for the CRM webhook',
      async () => (await crmBacklog()).pending,
    );
    gauge(
      'lead_webhook_oldest_undelivered_age_seconds',
      'Age of the oldest lead waiting for the CRM webhook (0 when none)',
      async () => ageSeconds((await crmBacklog()).oldestPendingAt, now()),
    );
  }

  events.subscribe((event) => {
    switch (event.type) {
      case 'accepted':
        return email.accepted.inc();
      case 'held':
        return email.spam.inc();
      case 'rate-limited':
        return email.rateLimited.inc();
      case 'delivered':
        if (event.destination === 'webhook') return crm?.delivered.inc();
        email.delivered.inc();
        return email.latency.observe(Math.max(0, now() - Date.parse(event.receivedAt)) / 1000);
      case 'deferred':
        return event.destination === 'webhook' ? crm?.retries.inc() : email.deferred.inc();
      case 'failed':
        return event.destination === 'webhook' ? crm?.failed.inc() : email.failed.inc();
    }
  });
  return registry;
}

export function ageSeconds(since: number | undefined, now: number): number {
  return since === undefined ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

/** The beacon's counters, every outcome present from the start so a rate over it is never empty. */
export function countBeacons(registry: Registry, beacons: BeaconIntake): void {
  const pageViews = new Counter({
    name: 'site_page_views_total',
    help: 'Page views recorded from beacons (crawlers, GPC/DNT and refused beacons not counted)',
    registers: [registry],
  });
  const received = new Counter({
    name: 'site_beacons_total',
    help: 'Beacons by outcome: recorded (taken for the store), declined (GPC/DNT), crawler, foreign (another site), limited (429), over_budget (past the instance INSIGHT_BEACON_BUDGET_PER_MINUTE: dropped unread), malformed, dropped (the store could not take it, or a recorded one whose write failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of beaconOutcomes) received.inc({ outcome }, 0);
  beacons.subscribe((outcome, pageView) => {
    received.inc({ outcome });
    if (pageView) pageViews.inc();
  });
}
