import { expect, test } from './support/test';
import { siteRoutes } from './support/siteRoutes';

/**
 * Far beyond the ~100 ms a browser waits for a swap or optional web font, so the first paint
 * has the system font.
 */
const fontDelayMs = 1_500;

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** The Layout Instability API's entry, which TypeScript's DOM types do not know yet. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
}

test.describe('a web font that arrives after the first paint', () => {
  // A phone's width, where the swap to Inter used to re-wrap lines (CLS up to 0.075 on /about).
  test.use({ viewport: { width: 412, height: 823 } });

  for (const route of siteRoutes) {
    test(`moves nothing on ${route.path}`, async ({ page }) => {
      await page.route(/\.woff2$/, async (request) => {
        await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
        await request.continue();
      });
      await page.addInitScript(() => {
        window.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[])
            window.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route.path);
      await page.waitForFunction(() =>
        [...document.fonts].every((font) => font.status === 'loaded'),
      );
      // Two frames: long enough for a swapped-in font to be laid out and its shift reported.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await page.evaluate(() => window.layoutShift)).toBe(0);
    });
  }
});
