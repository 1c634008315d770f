import type { Page } from '@playwright/test';

export interface PageGuards {
  /** console errors, hydration warnings and uncaught exceptions, in order */
  problems: string[];
  /** every request to an origin other than the site's */
  foreignRequests: string[];
}

const localSchemes = new Set(['data:', 'blob:', 'about:']);

/**
 * Records what must never happen on a page: a console error, a hydration warning, an uncaught
 * exception, or a request leaving the origin. The browser's own log line for a document served
 * as a 404 is not a problem: the route specs assert those statuses.
 */
export function guardPage(page: Page, siteOrigin: string): PageGuards {
  const guards: PageGuards = { problems: [], foreignRequests: [] };
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) {
      notFoundDocuments.add(response.url());
    }
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') {
      const ownNotFound = text.includes('404') && notFoundDocuments.has(message.location().url);
      if (!ownNotFound) guards.problems.push(`console.error: ${text} (${message.location().url})`);
    } else if (message.type() === 'warning' && /hydrat/i.test(text)) {
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
