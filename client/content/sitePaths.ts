import { servicePath, serviceTitles, type ServiceId } from './serviceTitles';

/**
 * Every page of the site, the not-found pages apart. Free of the pages' images and icons: the
 * server counts visits per page against this list, every other path in one bucket.
 */
export const sitePaths: readonly string[] = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/privacy',
  ...(Object.keys(serviceTitles) as ServiceId[]).map(servicePath),
];
