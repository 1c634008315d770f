import type { FastifyPluginAsync } from 'fastify';
import type { ProofOfWork } from '../intake/screen/proofOfWork';

/**
 * GET /api/proof-of-work, registered only while SPAM_PROOF_OF_WORK is on: a fresh challenge per
 * request, never cached, since each counts once.
 */
export const proofOfWorkRoute: FastifyPluginAsync<{ proofOfWork: ProofOfWork }> = async (
  fastify,
  { proofOfWork },
) => {
  fastify.get('/proof-of-work', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await proofOfWork.issue()),
  );
};
