/**
 * Where the prerender writes the two not-found pages, which the server sends with a 404 for
 * misses. Free of imports so the server can read it without the pages' images.
 */
export const notFoundPaths = {
  any: '/404',
  service: '/services/not-found',
} as const;

/** The not-found page of a path's section: a miss under /services/ leads back to the services. */
export function notFoundPathFor(path: string): string {
  return path.startsWith('/services/') ? notFoundPaths.service : notFoundPaths.any;
}
