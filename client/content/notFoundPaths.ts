/**
 * Where the prerender writes the two not-found pages, which the server sends with a 404 for
 * misses. Free of imports so the server can read it without the pages' images.
 */
export const notFoundPaths = {
  any: '/404',
  service: '/services/not-found',
} as const;
