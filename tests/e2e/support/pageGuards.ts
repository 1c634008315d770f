import type { Page } from '@playwright/test';
import { e2eServer } from './e2eServer';

export interface PageGuards {
  /** console errors, hydration warnings and uncaught exceptions, in order */
  problems: string[];
  /** every request to an origin other than the site's */
  foreignRequests: string[];
}

const siteOrigin = new URL(e2eServer.baseUrl).origin;
const localSchemes = new Set(['data:', 'blob:', 'about:']);

/**
 * Records what must never happen on a page: a console error, a hydration warning, an uncaught
 * exception, or a request leaving the origin. The browser's own "404" log for a page that is
 * meant to be a 404 is the one expected error.
 */
export function guardPage(page: Page, expectedStatus: number): PageGuards {
  const guards: PageGuards = { problems: [], foreignRequests: [] };
  page.on('console', (message) => {
    const text = message.text();
    const isOwnNotFound =
      expectedStatus === 404 &&
      text.includes('status of 404') &&
      message.location().url === page.url();
    if (message.type() === 'error' && !isOwnNotFound)
      guards.problems.push(`console.error: ${text}`);
    if (message.type() === 'warning' && /hydrat/i.test(text)) {
      guards.problems.push(`console.warn: ${text}`);
    }
  });
  page.on('pageerror', (error) =>
    guards.problems.push(`uncaught: ${error.stack ?? error.message}`),
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!localSchemes.has(url.protocol) && url.origin !== siteOrigin) {
      guards.foreignRequests.push(`${request.method()} ${request.url()}`);
    }
  });
  return guards;
}
