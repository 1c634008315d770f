import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contactFormCopy } from '../../client/content/contactForm';
import {
  consentVersionField,
  contactMessageSchema,
} from '../../client/features/contact/contactMessage';
import type { Config } from '../config';
import type { FormTokens } from '../intake/screen/formToken';
import { isFilled, type SpamScreen } from '../intake/screen/spamScreen';
import { consentShown, postedAttribution, RateLimited, type Intake } from '../intake/takeLead';
import { newMessageId, type LeadSource } from '../store/lead';
import { HttpError, readableError, sentences } from './errors';
import { sendAnswer } from './formResultPage';

/**
 * JSON: the largest valid message (5,000 characters of 3-byte UTF-8 plus the other fields) just
 * fits, with the longest attribution beside it (7,800 characters of 3-byte UTF-8: 24 KB). A form
 * post percent-encodes every such byte into three, so it gets three times the room.
 */
export const jsonBodyLimit = (16 + 24) * 1024;
const formBodyLimit = 3 * jsonBodyLimit;

/** Media types are case-insensitive: the parser takes APPLICATION/X-WWW-FORM-URLENCODED too. */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.toLowerCase();
  return type?.startsWith('application/x-www-form-urlencoded') ?? false;
}

/**
 * CORS only governs reading an answer: any site can still make its visitors' browsers post a
 * form here, spreading a spam run over their IPs and past the per-IP limit. A post is refused
 * when the browser says it came from another site: an Origin that is neither the site's own nor
 * one of CORS_ORIGINS, or Sec-Fetch-Site: cross-site without such an origin. Requests without
 * these headers (curl, old browsers) carry no browser's authority and are let through.
 */
export function createCrossSiteCheck(siteUrl: string, corsOrigins: string[]) {
  const trustedOrigins = new Set([new URL(siteUrl).origin, ...corsOrigins]);
  return function isCrossSite(request: FastifyRequest): boolean {
    const { origin } = request.headers;
    // "null" is opaque: a sandboxed frame, or a page whose referrer policy hides its origin.
    if (origin !== undefined && origin !== 'null') {
      if (trustedOrigins.has(origin)) return false;
      // Served at another address than SITE_URL (a local run, a staging host): its own origin.
      return !URL.canParse(origin) || new URL(origin).host !== request.host;
    }
    return request.headers['sec-fetch-site'] === 'cross-site';
  };
}

/**
 * The site's pages send no Referer (the referrer policy is no-referrer) and the form lives on
 * /contact alone, so that is the page. A site allowed by CORS_ORIGINS posts from a page of its
 * own, of which only the origin is known; any other Origin (a local copy, a proxy's address) is
 * still the site's form.
 */
function sourceOf(request: FastifyRequest, config: Config): LeadSource {
  const origin = request.headers.origin;
  const page =
    origin !== undefined && config.corsOrigins.includes(origin)
      ? origin
      : `${config.siteUrl}/contact`;
  return {
    page,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
    javascript: !isFormPost(request),
  };
}

/** First problem per field, in the form's order, so `error` names the first field to fix. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const { path, message } of issues) details[String(path[0])] ??= message;
  return details;
}

/**
 * POST /api/send-email. Only stored messages (held ones included) count toward the rate limit: a
 * visitor fixing typos, or meeting a store that cannot write (503), keeps every try.
 */
export const sendEmailRoutes: FastifyPluginAsync<{
  config: Config;
  intake: Intake;
  headStyles: string;
  tokens: FormTokens;
  /** undefined: SPAM_SCREEN=off */
  screen: SpamScreen | undefined;
}> = async (fastify, { config, intake, headStyles, tokens, screen }) => {
  // Only JSON and the native form post carry a message; text/plain is a 415 like any other type.
  fastify.removeContentTypeParser('text/plain');
  await fastify.register(formbody, { bodyLimit: formBodyLimit });
  if (config.corsOrigins.length > 0) {
    await fastify.register(cors, { origin: config.corsOrigins, methods: ['POST'] });
  }
  const isCrossSite = createCrossSiteCheck(config.siteUrl, config.corsOrigins);

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, message } = readableError(error, request);
    const details = error instanceof HttpError ? error.details : undefined;
    const answer = { error: message, ...(details && { details }) };
    return sendAnswer(request, reply, statusCode, answer, headStyles);
  });

  // A fresh token for a form whose page had none or an old one (the page was reached by
  // client-side navigation, or came from a cache). Never cached: each answer is its own.
  fastify.get('/form-token', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ token: tokens.issue() }),
  );

  fastify.post('/send-email', async (request, reply) => {
    if (isCrossSite(request)) throw new HttpError(403, sentences.crossSite(config.siteUrl));
    if (request.headers['content-type'] === undefined) {
      throw new HttpError(415, sentences.unsupportedMediaType);
    }
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, sentences.notAnObject);
    }
    const fields = body as Record<string, unknown>;
    const parsed = contactMessageSchema.safeParse(fields);
    // The no-JS form must tick the box to send (SPEC §4); the JS form sends only with it ticked,
    // naming the wording it showed. The spec's JSON has no consent field: a JSON post that names
    // no wording is still a lead, given no consent.
    const ticked = !isFormPost(request) || isFilled(fields.terms);
    const consentGiven = isFormPost(request) ? ticked : isFilled(fields[consentVersionField]);
    const consent = consentGiven ? consentShown(fields[consentVersionField]) : undefined;

    const details = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!ticked) details.terms = contactFormCopy.notices.termsRequired;
    const first = Object.values(details)[0];
    if (!parsed.success || first !== undefined) {
      // A bot is told it was sent; nothing it sent could be a lead worth keeping.
      if (screen?.isTrapped(fields)) {
        return sendAnswer(request, reply, 202, { ok: true, id: newMessageId() }, headStyles);
      }
      throw new HttpError(400, first ?? sentences.notAnObject, details);
    }

    let id: string;
    try {
      id = await intake.take({
        message: parsed.data,
        fields,
        source: sourceOf(request, config),
        consent,
        attribution: postedAttribution(fields, isFormPost(request), Date.now()),
      });
    } catch (error) {
      if (error instanceof RateLimited) {
        reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
        throw new HttpError(
          429,
          sentences.tooManyMessages(Math.max(1, Math.ceil(error.retryAfterMs / 60_000))),
        );
      }
      request.log.error({ err: error }, 'Cannot store a contact message');
      throw new HttpError(503, sentences.outboxUnavailable);
    }
    return sendAnswer(request, reply, 202, { ok: true, id }, headStyles);
  });
};
