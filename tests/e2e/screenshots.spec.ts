import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { e2eServer } from './support/e2eServer';
import { gotoHydrated, scrollToY } from './support/hydration';
import { siteRoutes } from './support/siteRoutes';

const screenshotWidths = [375, 1300];
// 320: the reflow width of WCAG 1.4.10 (a 1280 px screen at 400 % zoom, the narrowest phones).
const overflowWidths = [320, 375, 700, 1000, 1300];

/** Scrolls through the page so every lazy image starts loading, then waits until all have. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
  });
  await expect
    .poll(() =>
      page.evaluate(
        // An image hidden at this width (display: none) is never fetched, so it never completes.
        () =>
          [...document.images].filter((img) => img.getClientRects().length > 0 && !img.complete)
            .length,
      ),
    )
    .toBe(0);
  await scrollToY(page, 0);
}

for (const route of siteRoutes) {
  test(`${route.path} fits every width without horizontal overflow`, async ({ page }) => {
    await gotoHydrated(page, route.path);
    for (const width of overflowWidths) {
      await page.setViewportSize({ width, height: 800 });
      await loadLazyImages(page);
      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(overflow.scrollWidth, `scrollWidth at ${width} px`).toBeLessThanOrEqual(
        overflow.innerWidth,
      );
      if (screenshotWidths.includes(width)) {
        // For people to look at, not compared: a judgement of the design needs eyes.
        await page.screenshot({
          path: join(e2eServer.screenshotDir, `${route.name}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
    }
  });
}
