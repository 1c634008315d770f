import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AddressList } from '../addressList';
import { ageSeconds, backlogReuseMs, reusedFor } from '../operations/metrics';
import { isStoreWritable, readDestinationBacklog } from '../store/backlog';
import type { Store } from '../store/store';

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
 * For load balancers: /healthz, the process is up and answering; /readyz, 503 when no lead
 * could be stored, from a real write to the store at most once a second however often it is
 * asked (it is public). The backlog (read at most every 5 s) only for METRICS_ALLOW, like
 * /metrics: the connecting address and every client a proxy names must be in it, so a proxy on
 * loopback that forwards the public's requests never opens either. Anyone else gets the status
 * alone from /readyz, and the site's ordinary 404 from /metrics.
 */
export const opsRoutes: FastifyPluginAsync<{
  store: Store;
  registry: Registry;
  metricsAllow: string[];
}> = async (fastify, { store, registry, metricsAllow }) => {
  const operators = new AddressList(metricsAllow);
  const isFromOperator = (request: FastifyRequest) =>
    [request.socket.remoteAddress ?? '', ...forwardedClients(request)].every((address) =>
      operators.has(address),
    );
  const isWritable = reusedFor(1000, () => isStoreWritable(store));
  // A load balancer among the operators' addresses may ask every second: one count serves them
  // all for 5 s, as at /metrics.
  const emailBacklog = reusedFor(backlogReuseMs, () => readDestinationBacklog(store, 'email'));

  fastify.get('/healthz', async () => ({ status: 'ok' }));

  fastify.get('/readyz', async (request, reply) => {
    const writable = await isWritable();
    const status = writable ? 'ready' : 'outbox unavailable';
    reply.code(writable ? 200 : 503);
    if (!isFromOperator(request)) return { status };
    const backlog = await emailBacklog().catch(() => undefined);
    return {
      status,
      outbox: {
        writable,
        pending: backlog?.pending ?? null,
        oldestPendingAgeSeconds: backlog ? ageSeconds(backlog.oldestPendingAt, Date.now()) : null,
        failed: backlog?.failed ?? null,
      },
    };
  });

  fastify.get('/metrics', async (request, reply) => {
    if (!isFromOperator(request)) return reply.callNotFound();
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
};
