import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { escapeControlsInJson } from './controlCharacters';
import { createContactRelay } from './outbox/contactRelay';
import { defaultSmtpTimeouts, type SmtpTimeouts } from './destinations/email/smtpSender';
import { emailRetrySchedule, type RetrySchedule } from './destinations/retrySchedule';
import { defaultWebhookTimings, type WebhookTimings } from './destinations/webhook/leadWebhook';
import { Outbox } from './outbox/outbox';
import { claimSenderLock, type SenderLockTimings } from './outbox/senderLock';
import { setUpOperations } from './operations/operations';
import { createNotFoundHandler, jsonErrorHandler } from './routes/errors';
import { healthRoutes } from './routes/healthz';
import { contactPageRoute } from './intake/screen/contactPageRoute';
import { createFormTokens } from './intake/screen/formToken';
import { loadFormTokenSecret } from './intake/screen/formTokenSecret';
import { createProofOfWork } from './intake/screen/proofOfWork';
import { createSpamScreen } from './intake/screen/spamScreen';
import { jsonBodyLimit, sendEmailRoutes } from './intake/sendEmail';
import { siteRoutes } from './routes/site';
import { loadStaticSite } from './routes/staticFiles';
import { helmetHeaders } from './securityHeaders';

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
  /** how the sender lock is refreshed, expires and is tried for; tests shorten it */
  senderLock?: SenderLockTimings;
}

interface SiteAppOptions extends AppOptions {
  config: Config;
}

/**
 * The whole application as one plugin, the shape of fastify/demo's app: the contact relay
 * with its worker, security headers, error and not-found handlers, the API and the static site.
 */
async function siteApp(
  fastify: FastifyInstance,
  {
    config,
    retry = emailRetrySchedule,
    smtpTimeouts = defaultSmtpTimeouts,
    webhookTimings = defaultWebhookTimings,
    serveStatic = true,
    senderLock: timings,
  }: SiteAppOptions,
): Promise<void> {
  const senderLock = await claimSenderLock({
    outboxDir: config.outboxDir,
    log: fastify.log,
    timings,
  });
  if (senderLock.heldAtStart) await new Outbox(config.outboxDir).clearHalfWritten();
  const operations = await setUpOperations(fastify, config);
  const relay = await createContactRelay({
    config,
    retry,
    smtpTimeouts,
    webhookTimings,
    log: fastify.log,
    events: operations.events,
    webhookEvents: operations.webhookEvents,
  });
  operations.watch(relay);
  fastify.addHook('onReady', async () => senderLock.whenHeld(relay.start, relay.stop));
  fastify.addHook('onClose', async () => {
    await senderLock.stopTrying();
    await relay.stop();
    await senderLock.release();
  });

  const site = serveStatic ? await loadStaticSite(config.staticDir) : undefined;
  if (serveStatic && !site) {
    fastify.log.warn(
      `STATIC_DIR ${config.staticDir} does not exist: only the API is served. Run \`npm run build\` first.`,
    );
  }

  // Issued whether or not the screen is on: the form works the same either way.
  const formTokenSecret = await loadFormTokenSecret(config.formTokenSecret, config.outboxDir);
  const tokens = createFormTokens(formTokenSecret);
  const proofOfWork = config.spamProofOfWork
    ? createProofOfWork(formTokenSecret, config.spamProofOfWorkMaxTries)
    : undefined;
  const screen = config.spamScreen
    ? createSpamScreen(tokens, {
        threshold: config.spamThreshold,
        markThreshold: config.spamMarkThreshold,
        layersOff: config.spamLayersOff,
        minMs: config.spamMinSeconds * 1000,
        proofOfWork,
      })
    : undefined;

  const securityHeaders = await helmetHeaders(site?.cspSources);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  fastify.setErrorHandler(jsonErrorHandler);
  fastify.setNotFoundHandler(createNotFoundHandler(site));
  await fastify.register(healthRoutes);
  await fastify.register(sendEmailRoutes, {
    prefix: '/api',
    config,
    relay,
    headStyles: site?.headStyles ?? '',
    events: operations.events,
    tokens,
    screen,
    proofOfWork,
  });
  if (site) {
    await fastify.register(contactPageRoute, { site, tokens, proofOfWork: Boolean(proofOfWork) });
    await fastify.register(siteRoutes, { site });
  }
}

// What fastify-plugin does: no encapsulation, so the handlers above are the root's.
Object.assign(siteApp, { [Symbol.for('skip-override')]: true });

/**
 * Trusts the nearest `count` hops. Fastify 5 refuses a number (it trusts nothing for one), so
 * this does it by hand; the connecting address is always trusted, which is why README allows a
 * hop count only when nothing but the proxy can reach PORT.
 */
function trustNearestHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

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
  const app = Fastify({
    logger: withControlsEscaped(options.logger),
    bodyLimit: jsonBodyLimit,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    // Slow-loris guard: Fastify's default (0) would wait forever for a body.
    requestTimeout: 30_000,
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
