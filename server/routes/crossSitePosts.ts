import type { FastifyRequest } from 'fastify';

/**
 * CORS only governs reading an answer: any site can still make its visitors' browsers post a
 * form here, spreading a spam run over their IPs and past the per-IP limit. A post is refused
 * when the browser says it came from another site: an Origin that is neither the site's own nor
 * one of CORS_ORIGINS, or Sec-Fetch-Site: cross-site without such an origin. Requests without
 * these headers (curl, old browsers) carry no browser's authority and are let through.
 */
export function createCrossSiteCheck(siteUrl: string, corsOrigins: string[]) {
  const trustedOrigins = new Set([new URL(siteUrl).origin, ...corsOrigins]);
  return function isCrossSite(request: FastifyRequest): boolean {
    const { origin } = request.headers;
    // "null" is opaque: a sandboxed frame, or a page whose referrer policy hides its origin.
    if (origin !== undefined && origin !== 'null') {
      if (trustedOrigins.has(origin)) return false;
      // Served at another address than SITE_URL (a local run, a staging host): its own origin.
      return !URL.canParse(origin) || new URL(origin).host !== request.host;
    }
    return request.headers['sec-fetch-site'] === 'cross-site';
  };
}
