import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { addLink, expectSameDocument, markDocument } from './support/clientNavigation';
import { gotoHydrated, scrollToY } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('Back from a jump within the page returns to where the visitor was, Forward to the jump', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacy');
  await markDocument(page);
  await scrollToY(page, 300);
  await addLink(page, '#policy-contact');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/privacy#policy-contact');
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // The jump scrolls smoothly: where it comes to rest is where Forward must return.
  await page.waitForTimeout(1000);
  const sectionScroll = await scrollY(page);

  await page.goBack();
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => scrollY(page)).toBe(300);

  await page.goForward();
  await expect(page).toHaveURL('/privacy#policy-contact');
  await expect.poll(() => scrollY(page)).toBe(sectionScroll);
  await expectSameDocument(page);
});
