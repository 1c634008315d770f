import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectSameDocument, markDocument } from './support/clientNavigation';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

/**
 * Every text change inside a live region from now on: each is read out, on top of what a screen
 * reader says for the element that receives focus (its name, or all its text when it has none).
 */
async function recordLiveRegionUpdates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const updates: string[] = [];
    Object.assign(window, { liveRegionUpdates: updates });
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target;
        const region = (node instanceof Element ? node : node.parentElement)?.closest(
          '[aria-live]:not([aria-live="off"])',
        );
        if (region) updates.push(region.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { liveRegionUpdates: string[] }).liveRegionUpdates);
}

test('a navigation is announced once: the focused page says its title, no live region repeats it', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await markDocument(page);
  const liveRegionUpdates = await recordLiveRegionUpdates(page);

  await footerLink(page, 'About').click();
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveAccessibleName(/^About Us/);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveAccessibleName(/^Sonoran Tech Partners/);
  expect(await liveRegionUpdates()).toEqual([]);
  await expectSameDocument(page);
});
