import { expect, test } from './support/test';
import type { Locator } from '@playwright/test';
import { gotoHydrated, scrollToY } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

/** The attribute must tell the truth about the header's actual CSS position. */
async function expectPosition(header: Locator, position: 'absolute' | 'fixed') {
  await expect(header).toHaveAttribute('data-header-position', position);
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).position))
    .toBe(position);
}

test('on home the header follows the scroll: transparent, solid, fixed, absolute', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');

  await expect(header).toHaveAttribute('data-header-solid', 'false');
  await expectPosition(header, 'absolute');

  await scrollToY(page, 51);
  await expect(header).toHaveAttribute('data-header-solid', 'true');
  await scrollToY(page, 50);
  await expect(header).toHaveAttribute('data-header-solid', 'false');
  await scrollToY(page, 51);
  await expect(header).toHaveAttribute('data-header-solid', 'true');
  await expectPosition(header, 'absolute');

  const viewportHeight = await page.evaluate(() => window.innerHeight);
  await scrollToY(page, viewportHeight + 10);
  await expectPosition(header, 'fixed');
  await expect(header).toHaveAttribute('data-header-solid', 'true');

  await scrollToY(page, 'bottom');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expectPosition(header, 'absolute');

  await scrollToY(page, 0);
  await expect(header).toHaveAttribute('data-header-solid', 'false');
  await expectPosition(header, 'absolute');
});

test('on /about the header is solid from the top', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-header-solid', 'true');
  await expectPosition(header, 'absolute');
});
