import type { FastifyPluginAsync } from 'fastify';

/** For load balancers: the process is up and answering. */
export const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', async () => ({ status: 'ok' }));
};
