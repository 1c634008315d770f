import type { FastifyPluginAsync } from 'fastify';
import { beaconEndpoint } from '../../client/features/insight/beaconPayload';
import type { BeaconIntake } from '../insight/takeBeacon';
import { createCrossSiteCheck } from './sendEmail';

/** A beacon is a few hundred bytes; a body past this is no beacon and is not read further. */
const beaconBodyLimit = 2048;

/**
 * POST /api/beacon: 204 whatever comes (nothing a page could act on is told back), 429 to an
 * address past its limit, never 5xx. navigator.sendBeacon posts text/plain, a type no other
 * route takes; any type is read here as text, up to the limit.
 */
export const beaconRoute: FastifyPluginAsync<{
  insight: BeaconIntake;
  siteUrl: string;
  corsOrigins: string[];
}> = async (fastify, { insight, siteUrl, corsOrigins }) => {
  const isCrossSite = createCrossSiteCheck(siteUrl, corsOrigins);
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: beaconBodyLimit },
    (_request, body, done) => done(null, body),
  );
  // Too large, cut off, a broken encoding: the beacon was not read, and the visitor needs no word.
  fastify.setErrorHandler((_error, _request, reply) => {
    insight.refused('malformed');
    return reply.code(204).send();
  });

  fastify.post(beaconEndpoint, {
    // Before the body is read: a flood costs its sender more than the server.
    onRequest: (request, reply, done) => {
      const verdict = insight.admits(request.ip);
      if (verdict === 'admitted') done();
      else if (verdict === 'limited') void reply.code(429).header('retry-after', '60').send();
      // The visitor's page has nothing to do about the site's budget: no word, as for any beacon.
      else void reply.code(204).send();
    },
    handler: async (request, reply) => {
      if (isCrossSite(request)) insight.refused('foreign');
      else {
        await insight.take({ body: request.body, address: request.ip, headers: request.headers });
      }
      return reply.code(204).send();
    },
  });
};
