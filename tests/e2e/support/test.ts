import { test as base, expect } from '@playwright/test';
import { e2eServer } from './e2eServer';
import { guardPage, type PageGuards } from './pageGuards';

/**
 * Playwright's `test` with every page guarded: whatever a spec does, a console error, a hydration
 * warning, an uncaught exception or a request to another origin fails it.
 */
export const test = base.extend<{ pageGuards: PageGuards }>({
  pageGuards: [
    async ({ page, baseURL }, use) => {
      const guards = guardPage(page, new URL(baseURL ?? e2eServer.baseUrl).origin);
      await use(guards);
      expect(
        guards.problems.length,
        `console and page errors:\n${guards.problems.join('\n')}`,
      ).toBe(0);
      expect(
        guards.foreignRequests.length,
        `requests that left the origin:\n${guards.foreignRequests.join('\n')}`,
      ).toBe(0);
    },
    { auto: true },
  ],
});

export { expect };
