import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Client-side navigation keeps the same document: a property set on `window` survives it, and a full
 * page load would wipe it.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => 'e2eSameDocument' in window),
    'the navigation reloaded the page',
  ).toBe(true);
}

/** A control by its visible name, whether it was built as a link or a button. */
export function linkOrButton(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope
    .getByRole('link', { name, exact })
    .or(scope.getByRole('button', { name, exact }))
    .first();
}
