import type { FastifyPluginAsync } from 'fastify';
import type { FormTokens } from '../intake/screen/formToken';

/**
 * GET /api/form-token: a fresh token for a form whose page had none or an old one (the page was
 * reached by client-side navigation, or came from a cache). Never cached: each answer is its own.
 */
export const formTokenRoute: FastifyPluginAsync<{ tokens: FormTokens }> = async (
  fastify,
  { tokens },
) => {
  fastify.get('/form-token', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ token: tokens.issue() }),
  );
};
