import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding, Representation, StaticFile, StaticSite } from './staticFiles';

/** The accepted encoding with the highest q among those available, brotli on ties; q=0 and * honoured. */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

function representationFor(file: StaticFile, request: FastifyRequest): Representation {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], file.encodings);
  return (encoding && file[encoding]) || file.identity;
}

function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends the not-found page of the path's section with a real 404 status. */
export function sendNotFoundPage(
  site: StaticSite,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const page = (path.startsWith('/services/') && site.serviceNotFoundPage) || site.notFoundPage;
  if (!page) return false;
  const representation = representationFor(page, request);
  reply.code(404).headers(representation.headers).send(representation.body);
  return true;
}

function pathOf(url: string): { path: string; query: string } {
  const queryStart = url.indexOf('?');
  return queryStart === -1
    ? { path: url, query: '' }
    : { path: url.slice(0, queryStart), query: url.slice(queryStart) };
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the prerendered build from memory: pages at their paths without trailing slash,
 * hashed assets immutable, everything else revalidated by ETag, precompressed siblings by
 * Accept-Encoding. GET only (Fastify derives HEAD).
 */
export const siteRoutes: FastifyPluginAsync<{ site: StaticSite }> = async (fastify, { site }) => {
  fastify.get('/*', (request, reply) => {
    const { path: rawPath, query } = pathOf(request.url);
    if (rawPath.startsWith('/api/')) return reply.callNotFound();
    const path = decodePath(rawPath);
    const file = site.files.get(path);
    if (file) {
      const representation = representationFor(file, request);
      if (isFresh(request.headers['if-none-match'], representation.etag)) {
        const { etag, 'cache-control': cacheControl, vary } = representation.headers;
        reply.code(304).header('etag', etag).header('cache-control', cacheControl);
        if (vary) reply.header('vary', vary);
        return reply.send();
      }
      return reply.headers(representation.headers).send(representation.body);
    }
    const withoutSlash = rawPath.slice(0, -1);
    if (rawPath.length > 1 && rawPath.endsWith('/') && site.files.has(decodePath(withoutSlash))) {
      return reply.redirect(`${withoutSlash}${query}`, 301);
    }
    if (!sendNotFoundPage(site, path, request, reply)) reply.callNotFound();
    return reply;
  });
};
