import { isbot } from 'isbot';

/**
 * Crawlers, link previews, monitors and headless browsers (isbot's list, kept up to date by its
 * maintainers, names HeadlessChrome and Lighthouse too). No user agent at all is no browser; a
 * Chromium that hides "Headless" from its user agent still names itself in its client hints.
 */
export function isCrawler(userAgent: string, clientHints: string | undefined): boolean {
  return userAgent.trim() === '' || isbot(userAgent) || /headless/i.test(clientHints ?? '');
}
