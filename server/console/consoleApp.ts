import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { ErrorAnswer } from '../../client/console/api/types';
import { AddressLimit } from '../addressLimit';
import { sessionLimitsOf, type Config } from '../config';
import { LeadRefusal } from '../operations/leadOperations';
import { readableError } from '../routes/errors';
import { helmetHeaders } from '../securityHeaders';
import type { Store } from '../store/store';
import { accountRoutes } from './accountRoutes';
import { authRoutes } from './authRoutes';
import type { ConsoleContext } from './context';
import { checkAccess, ConsoleError, cookieSettings, holdsNul, isSameOrigin } from './guards';
import { LeadFeed } from './leadFeed';
import { leadRoutes } from './leadRoutes';
import { consolePages } from './pages';
import { userRoutes } from './userRoutes';

/** Every refusal as the contract's `{ error, code }`; never a 500 for what a client sent. */
function consoleErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ConsoleError) {
    const retryAfter = (error as ConsoleError & { retryAfter?: number }).retryAfter;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply
      .code(error.statusCode)
      .send({ error: error.message, code: error.code } satisfies ErrorAnswer);
  }
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.join('.') ?? '';
    return reply.code(422).send({
      error: `The request is not valid${where ? ` (${where})` : ''}: ${issue?.message ?? ''}`,
      code: 'invalid',
    } satisfies ErrorAnswer);
  }
  if (error instanceof LeadRefusal) {
    if (error.kind === 'not-found') {
      // The command line's sentence names the store's file or host: nobody's business here.
      const { id = '' } = request.params as { id?: string };
      return reply
        .code(404)
        .send({ error: `No lead ${id}.`, code: error.kind } satisfies ErrorAnswer);
    }
    return reply.code(409).send({ error: error.message, code: error.kind } satisfies ErrorAnswer);
  }
  const { statusCode, message } = readableError(error, request);
  return reply
    .code(statusCode)
    .send({ error: message, ...(statusCode < 500 && { code: 'invalid' }) } satisfies ErrorAnswer);
}

const readOnly = new Set(['GET', 'HEAD']);

/**
 * The console under /console: its pages and its JSON API. Every change is a same-origin JSON
 * POST; every route but the sign-in ceremony needs a session, some an owner, some a passkey
 * assertion within 5 minutes (guards.ts).
 */
export async function consoleApp(
  fastify: FastifyInstance,
  { config, store, queued }: { config: Config; store: Store; queued: () => void },
): Promise<void> {
  const limits = sessionLimitsOf(config);
  const context: ConsoleContext = {
    store,
    config,
    limits,
    cookie: cookieSettings(config.siteUrl, limits.absoluteMs),
    signInLimit: new AddressLimit(30, 10 * 60_000),
    queued,
  };
  const feed = new LeadFeed(store, limits);
  fastify.addHook('onClose', async () => feed.close());

  // No inline script or style allowed, unlike the public pages' hashes; never cached, never indexed.
  const headers = {
    ...(await helmetHeaders()),
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  };
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await fastify.register(consolePages(config.consoleDir), { prefix: '/console' });
  await fastify.register(
    async (api) => {
      api.setErrorHandler(consoleErrorHandler);
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({
          error: 'There is no console API at this address.',
          code: 'not-found',
        } satisfies ErrorAnswer),
      );
      api.addHook('onRequest', async (request) => {
        if (!readOnly.has(request.method)) {
          if (!isSameOrigin(request, config.siteUrl)) {
            throw new ConsoleError(
              403,
              'cross-site',
              'This can only be done from the console itself.',
            );
          }
          if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
            throw new ConsoleError(
              415,
              'invalid',
              'Please send JSON (Content-Type: application/json).',
            );
          }
        }
        await checkAccess(request, context);
      });
      api.addHook('preValidation', async (request) => {
        if ([request.query, request.params, request.body].some(holdsNul)) {
          throw new ConsoleError(
            422,
            'invalid',
            'The request is not valid: it holds a NUL character, which no field here takes.',
          );
        }
      });
      await api.register(authRoutes(context));
      await api.register(accountRoutes(context));
      await api.register(userRoutes(context));
      await api.register(leadRoutes(context, feed));
    },
    { prefix: '/console/api' },
  );
}
