import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ConfigError, configuredDestinations, type Config } from './config';
import { consoleApp } from './console/consoleApp';
import { escapeControlsInJson } from './controlCharacters';
import { createFormTokens, loadFormTokenSecret } from './intake/screen/formToken';
import { createSpamScreen } from './intake/screen/spamScreen';
import { createIntake } from './intake/takeLead';
import { createBeaconIntake, type BatchSettings } from './insight/takeBeacon';
import { emailDestination } from './jobs/email/emailDestination';
import { createSmtpSender, defaultSmtpTimeouts, type SmtpTimeouts } from './jobs/email/smtpSender';
import { emailRetrySchedule, type RetrySchedule } from './jobs/retrySchedule';
import { JobRunner } from './jobs/runner';
import {
  defaultWebhookTimings,
  webhookDestination,
  type WebhookTimings,
} from './jobs/webhook/webhookDestination';
import { LeadEvents } from './leadEvents';
import { setUpOperations } from './operations/operations';
import { beaconRoute } from './routes/beacon';
import { contactPageRoute } from './routes/contactPage';
import { createNotFoundHandler, jsonErrorHandler } from './routes/errors';
import { opsRoutes } from './routes/operations';
import { jsonBodyLimit, sendEmailRoutes } from './routes/sendEmail';
import { loadStaticSite, siteRoutes } from './routes/staticFiles';
import { helmetHeaders } from './securityHeaders';
import { openStore } from './store/openStore';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** SMTP retry backoff; tests shorten it to run in seconds */
  retry?: RetrySchedule;
  /** SMTP client timeouts; tests shorten them too */
  smtpTimeouts?: SmtpTimeouts;
  /** the CRM webhook's schedule and request timeout; tests shorten them too */
  webhookTimings?: WebhookTimings;
  /** false for `npm run dev`, where Vite serves the pages */
  serveStatic?: boolean;
  /**
   * How long an e-mail's claim lasts unrenewed: after a crash, its cut-off send is parked for a
   * person this long after the worker died. Tests shorten it.
   */
  emailLeaseMs?: number;
  /** how beacons are batched into the store; tests write them at once */
  beaconBatch?: BatchSettings;
  /**
   * The clock retention's hourly jobs read. Tests of dated visits set it before them: run at
   * start on the real clock, the roll-up would roll their days up under the test.
   */
  retentionClock?: () => number;
  /** how long a connection may move no byte; tests shorten it */
  idleConnectionMs?: number;
}

/**
 * The whole application as one plugin, the shape of fastify/demo's app, and the one place that
 * wires the lead's way: intake into the store, the job runner out of it, operations
 * listening to both; then security headers, error and not-found handlers, the API and the site.
 */
async function siteApp(
  fastify: FastifyInstance,
  {
    config,
    retry = emailRetrySchedule,
    smtpTimeouts = defaultSmtpTimeouts,
    webhookTimings = defaultWebhookTimings,
    serveStatic = true,
    emailLeaseMs = 15_000,
    beaconBatch,
    retentionClock,
  }: AppOptions & { config: Config },
): Promise<void> {
  const store = await openStore(config).catch((error: Error) => {
    const where = config.databaseUrl === undefined ? `DATA_DIR ${config.dataDir}` : 'DATABASE_URL';
    throw new ConfigError(`${where} cannot hold the leads: ${error.message}`);
  });

  const events = new LeadEvents((error, event) =>
    fastify.log.error({ err: error, event: event.type }, 'A lead event observer failed'),
  );
  const beacons = createBeaconIntake(store, {
    siteUrl: config.siteUrl,
    batch: beaconBatch,
    limits: {
      perAddress: config.insightBeaconsPerMinute,
      perInstance: config.insightBeaconBudgetPerMinute,
    },
  });
  const operations = setUpOperations(fastify, {
    config,
    store,
    events,
    beacons,
    retentionClock,
    queued: () => runner.wake(),
  });
  const tasks = [
    ...operations.tasks,
    ...(config.smtpUrl === undefined
      ? []
      : [
          emailDestination({
            sender: createSmtpSender(config.smtpUrl, config.mailFrom, smtpTimeouts),
            settings: config,
            schedule: retry,
            leaseMs: emailLeaseMs,
          }),
        ]),
    ...(config.leadWebhook ? [webhookDestination(config.leadWebhook, webhookTimings)] : []),
  ];
  const runner = new JobRunner(store, tasks, events, fastify.log);
  events.subscribe((event) => {
    if (event.type === 'accepted') runner.notify();
  });
  fastify.addHook('onReady', async () => {
    runner.start();
  });
  fastify.addHook('onClose', async () => {
    await runner.stop();
    await beacons.flush();
    await store.close();
  });

  const site = serveStatic ? await loadStaticSite(config.staticDir) : undefined;
  if (serveStatic && !site) {
    fastify.log.warn(
      `STATIC_DIR ${config.staticDir} does not exist: only the API is served. Run \`npm run build\` first.`,
    );
  }

  // Issued whether or not the screen is on: the form works the same either way.
  const formTokenSecret = await loadFormTokenSecret(config.formTokenSecret, config.dataDir);
  const tokens = createFormTokens(formTokenSecret);
  const screen = config.spamScreen
    ? createSpamScreen(tokens, store, {
        threshold: config.spamThreshold,
        markThreshold: config.spamMarkThreshold,
        layersOff: config.spamLayersOff,
        minMs: config.spamMinSeconds * 1000,
      })
    : undefined;
  const intake = createIntake({
    store,
    events,
    screen,
    destinations: configuredDestinations(config),
    rateLimit: { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs },
    visitorKey: formTokenSecret,
  });

  const securityHeaders = await helmetHeaders(site?.cspSources);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  fastify.setErrorHandler(jsonErrorHandler);
  fastify.setNotFoundHandler(createNotFoundHandler(site));
  await fastify.register(opsRoutes, {
    store,
    registry: operations.registry,
    metricsAllow: config.metricsAllow,
  });
  const { siteUrl, corsOrigins } = config;
  await fastify.register(beaconRoute, { insight: beacons, siteUrl, corsOrigins });
  await fastify.register(sendEmailRoutes, {
    prefix: '/api',
    config,
    intake,
    headStyles: site?.headStyles ?? '',
    tokens,
    screen,
  });
  await fastify.register(consoleApp, { config, store, queued: () => runner.wake() });
  if (site) {
    await fastify.register(contactPageRoute, { site, tokens, siteUrl });
    await fastify.register(siteRoutes, { site });
  }
}

// What fastify-plugin does: no encapsulation, so the handlers above are the root's.
Object.assign(siteApp, { [Symbol.for('skip-override')]: true });

/**
 * No log line is meant to carry what a visitor typed (messages are logged by id), but an error
 * may quote it: whoever tails the log must not have their terminal obey it. Pino's JSON already
 * escapes C0 controls; this escapes the rest.
 */
function withControlsEscaped(logger: AppOptions['logger'] = true): AppOptions['logger'] {
  if (logger === false) return false;
  return { ...(logger === true ? {} : logger), hooks: { streamWrite: escapeControlsInJson } };
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const securityHeaders = await helmetHeaders();
  const { trustProxy } = config;
  const app = Fastify({
    logger: withControlsEscaped(options.logger),
    bodyLimit: jsonBodyLimit,
    // A hop count trusts the nearest hops. Fastify 5 refuses a number (it trusts nothing for
    // one), so this does it by hand; the connecting address is always trusted, which is why
    // README allows a hop count only when nothing but the proxy can reach PORT.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    // Slow-loris guard: Fastify's default (0) would wait forever for a body.
    requestTimeout: 30_000,
    // That guard starts with a request's first byte: a stranger's connections that never send one
    // would otherwise stay open for good, each holding a file descriptor. The console's feed
    // writes a heartbeat every 15 s, so it is never idle this long.
    connectionTimeout: options.idleConnectionMs ?? 60_000,
    // The app plugin migrates the store before it serves: on PostgreSQL at a million leads that
    // took over Fastify's default 10 s, and the start failed instead of waiting for it.
    pluginTimeout: 0,
    // Access logs belong to the proxy in front; here they cost ~55 µs of CPU per request.
    logController: new LogController({ disableRequestLogging: true }),
    // A malformed URL fails before routing and hooks, where no error handler is reached. Its
    // answer is JSON, so the CSP without the pages' inline sources fits it.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders);
      return jsonErrorHandler(error, request, reply);
    },
  });
  await app.register(siteApp, { ...options, config });
  return app;
}
