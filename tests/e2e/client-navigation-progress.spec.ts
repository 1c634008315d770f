import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { progressBarId } from '../../client/navigation/progressBar';
import { addLink, expectSameDocument, markDocument } from './support/clientNavigation';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const bar = (page: Page) => page.locator(`#${progressBarId}`);
const barWidth = (page: Page) => bar(page).evaluate((el) => el.getBoundingClientRect().width);
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

/**
 * A slow connection: the About page's content (its prefetch in view included) comes only once the
 * returned function lets it go, which leaves no timing for the spec to guess.
 */
async function slowAboutPage(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/about/index.json', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records in the page how long after the last click the bar first came: a bar added and removed
 * between two of the spec's looks is caught too.
 */
async function recordBar(page: Page): Promise<void> {
  await page.addInitScript((barId) => {
    const record = window as unknown as { lastClick: number; barAfterClick?: number };
    document.addEventListener('click', (event) => (record.lastClick = event.timeStamp), true);
    new MutationObserver((mutations) => {
      const added = mutations.flatMap((mutation) => [...mutation.addedNodes]);
      if (
        record.barAfterClick === undefined &&
        added.some((node) => node instanceof Element && node.id === barId)
      ) {
        record.barAfterClick = performance.now() - record.lastClick;
      }
    }).observe(document, { childList: true, subtree: true });
  }, progressBarId);
}

const barAfterClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { barAfterClick?: number }).barAfterClick);

test('a slow page change shows a bar after half a second, gone once the page shows', async ({
  page,
}) => {
  const release = await slowAboutPage(page);
  await recordBar(page);
  await gotoHydrated(page, '/');
  await markDocument(page);
  const link = footerLink(page, 'About');
  await link.scrollIntoViewIfNeeded();
  const linkBox = await link.boundingBox();

  await link.click();
  await expect(bar(page)).toBeVisible();
  // A fast change (most are) shows nothing: the bar waits as Turbo's does.
  expect(await barAfterClick(page)).toBeGreaterThanOrEqual(500);
  expect(await bar(page).boundingBox()).toMatchObject({ x: 0, y: 0 });
  // It moves nothing on the page, takes no focus and says nothing to a screen reader.
  expect(await link.boundingBox()).toEqual(linkBox);
  await expect(link).toBeFocused();
  await expect(bar(page)).toHaveAttribute('aria-hidden', 'true');
  // It grows while the visitor waits.
  const width = await barWidth(page);
  await expect.poll(() => barWidth(page)).toBeGreaterThan(width);

  release();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  await expect(bar(page)).toHaveCount(0);
  await expectSameDocument(page);
});

test('a prefetched page change never shows the bar', async ({ page }) => {
  await recordBar(page);
  const prefetched = page.waitForResponse('**/about/index.json');
  await gotoHydrated(page, '/');
  await footerLink(page, 'About').hover();
  await prefetched;

  await footerLink(page, 'About').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  // Past the bar's delay: had it been waiting still, it would have come by now.
  await page.waitForTimeout(1000);
  expect(await barAfterClick(page)).toBeUndefined();
});

test('Back within the page, cancelling the slow change, removes the bar', async ({ page }) => {
  const release = await slowAboutPage(page);
  await gotoHydrated(page, '/privacy');
  await markDocument(page);
  await addLink(page, '#policy-contact');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/privacy#policy-contact');

  await footerLink(page, 'About').click();
  await expect(bar(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/privacy');
  await expect(bar(page)).toHaveCount(0);

  // The cancelled page arriving later brings back neither the bar nor the page.
  const arrived = page.waitForResponse('**/about/index.json');
  release();
  await arrived;
  await page.waitForTimeout(100);
  await expect(bar(page)).toHaveCount(0);
  await expect(page).toHaveURL('/privacy');
  await expectSameDocument(page);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the bar shows without moving', async ({ page }) => {
    const release = await slowAboutPage(page);
    await gotoHydrated(page, '/');
    await footerLink(page, 'About').click();
    await expect(bar(page)).toBeVisible();
    const width = await barWidth(page);
    expect(width).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await barWidth(page)).toBe(width);

    release();
    await expect(page).toHaveURL('/about');
    await expect(bar(page)).toHaveCount(0);
  });
});
