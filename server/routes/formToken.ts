import type { FastifyPluginAsync } from 'fastify';
import type { FormTokens } from '../intake/screen/formToken';

/**
 * GET /api/form-token: a fresh token for a form whose page had none or an old one (the page was
 * reached by client-side navigation, or came from a cache). Never cached: each answer is its own.
 */
export const formTokenRoute: FastifyPluginAsync<{
  tokens: FormTokens;
  proofOfWork: boolean;
}> = async (fastify, { tokens, proofOfWork }) => {
  // The flag the served /contact carries too: a form reached without that page learns it here.
  fastify.get('/form-token', (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ token: tokens.issue(), ...(proofOfWork && { proofOfWork }) }),
  );
};
