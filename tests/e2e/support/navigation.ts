import type { Locator, Page } from '@playwright/test';

/** A control by its visible name, whether it was built as a link or a button. */
export function linkOrButton(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope
    .getByRole('link', { name, exact })
    .or(scope.getByRole('button', { name, exact }))
    .first();
}
