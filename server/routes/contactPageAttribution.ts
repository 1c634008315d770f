import type { FastifyRequest } from 'fastify';
import type { Attribution } from '../../client/features/attribution/attribution';
import { referrerOf, tagsOf } from '../../client/features/attribution/attributionParts';

/**
 * Where a visit landing on /contact came from, for the form without JavaScript: the page load's
 * UTM tags and ad click id, and its Referer when another site sent it (the site's own pages send
 * none). Undefined when it tells nothing, so the page is the shared one.
 */
export function contactPageAttribution(
  request: FastifyRequest,
  path: string,
  siteUrl: string,
): Attribution | undefined {
  const query = new URL(request.url, siteUrl).searchParams;
  const tags = tagsOf(query);
  const referer = request.headers.referer;
  const ownOrigin = `${request.protocol}://${request.host}`;
  const referrer = referer && referrerOf(referer, new URL(siteUrl).origin, ownOrigin);
  if (!tags.utm && !tags.clickId && !referrer) return undefined;
  return { landingPage: path, ...(referrer && { referrer }), ...tags, pagesSeen: [path] };
}
