import { expect, type Page } from '@playwright/test';

/** Every Set-Cookie header the page's responses carry from now on, read when asked. */
export function recordSetCookies(page: Page): () => Promise<string[]> {
  const cookies: Promise<string | null>[] = [];
  page.on('response', (response) => cookies.push(response.headerValue('set-cookie')));
  return async () => (await Promise.all(cookies)).filter((cookie) => cookie !== null);
}

/** Nothing of the visit outlives the tab: no cookie, nothing in localStorage. */
export async function expectNothingKeptPastTheTab(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
}
