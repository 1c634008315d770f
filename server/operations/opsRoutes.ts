import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Outbox } from '../outbox/outbox';
import { AddressList } from './addressList';
import { isOutboxWritable, readBacklog } from './backlog';

interface OpsRouteOptions {
  outbox: Outbox;
  registry: Registry;
  metricsAllow: string[];
}

/** X-Forwarded-For, X-Real-IP and Forwarded: the clients named by any proxy on the way. */
function forwardedClients(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const forwardedFor = [...header('forwarded').matchAll(/for="?\[?([^\]";,]+)/gi)].map(
    (match) => match[1] ?? '',
  );
  return [...header('x-forwarded-for').split(','), header('x-real-ip'), ...forwardedFor]
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * /readyz for load balancers and people: the backlog, and 503 when no message could be stored.
 * /metrics only for METRICS_ALLOW: the connecting address and every client a proxy names must be
 * in it, so a proxy on loopback that forwards the public's requests never opens it. Anyone else
 * gets the site's ordinary 404.
 */
export const opsRoutes: FastifyPluginAsync<OpsRouteOptions> = async (
  fastify,
  { outbox, registry, metricsAllow },
) => {
  const allowed = new AddressList(metricsAllow);

  fastify.get('/readyz', async (_request, reply) => {
    const [writable, backlog] = await Promise.all([
      isOutboxWritable(outbox),
      readBacklog(outbox).catch(() => undefined),
    ]);
    const ready = writable && backlog !== undefined;
    reply.code(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'outbox unavailable',
      outbox: {
        writable,
        pending: backlog?.counts.pending ?? null,
        oldestPendingAgeSeconds: backlog ? (backlog.oldestPendingAgeSeconds ?? 0) : null,
        failed: backlog?.counts.failed ?? null,
      },
    };
  });

  fastify.get('/metrics', async (request, reply) => {
    const chain = [request.socket.remoteAddress ?? '', ...forwardedClients(request)];
    if (!chain.every((address) => allowed.has(address))) return reply.callNotFound();
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
};
