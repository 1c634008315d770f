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

/** One answer for every caller within `ms`, so asking often costs no more work. */
function reusedFor<T>(ms: number, compute: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (last === undefined || now - last.at >= ms) last = { at: now, answer: compute() };
    return last.answer;
  };
}

/**
 * /readyz for load balancers: 503 when no message could be stored, from a real write at most once
 * a second however often it is asked (it is public). The backlog only for METRICS_ALLOW, like
 * /metrics: the connecting address and every client a proxy names must be in it, so a proxy on
 * loopback that forwards the public's requests never opens either. Anyone else gets the status
 * alone from /readyz, and the site's ordinary 404 from /metrics.
 */
export const opsRoutes: FastifyPluginAsync<OpsRouteOptions> = async (
  fastify,
  { outbox, registry, metricsAllow },
) => {
  const operators = new AddressList(metricsAllow);
  const isFromOperator = (request: FastifyRequest) =>
    [request.socket.remoteAddress ?? '', ...forwardedClients(request)].every((address) =>
      operators.has(address),
    );
  const isWritable = reusedFor(1000, () => isOutboxWritable(outbox));

  fastify.get('/readyz', async (request, reply) => {
    const writable = await isWritable();
    const status = writable ? 'ready' : 'outbox unavailable';
    reply.code(writable ? 200 : 503);
    if (!isFromOperator(request)) return { status };
    const backlog = await readBacklog(outbox).catch(() => undefined);
    return {
      status,
      outbox: {
        writable,
        pending: backlog?.counts.pending ?? null,
        oldestPendingAgeSeconds: backlog ? (backlog.oldestPendingAgeSeconds ?? 0) : null,
        failed: backlog?.counts.failed ?? null,
      },
    };
  });

  fastify.get('/metrics', async (request, reply) => {
    if (!isFromOperator(request)) return reply.callNotFound();
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
};
