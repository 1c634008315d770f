import { expect, test } from './support/test';
import { drawerPanel, menuButton } from './support/drawer';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

test('the drawer opens on the first tap, in the frame after it, with no module on the tap’s path', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // The visitor looks before tapping: the page is idle, and what it loads then is in.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.evaluate(() => {
    const button = document.querySelector('header button[aria-expanded]');
    const inNextFrame = new Promise<boolean>((resolve) =>
      button?.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => resolve(document.querySelector('[role="dialog"]') !== null)),
        { once: true },
      ),
    );
    Object.assign(window, { drawerInNextFrame: inNextFrame });
  });
  await menuButton(page).tap();
  const inNextFrame = await page.evaluate(
    () => (window as unknown as { drawerInNextFrame: Promise<boolean> }).drawerInNextFrame,
  );
  expect(inNextFrame, 'the drawer is in the frame after the tap').toBe(true);
  await expect(drawerPanel(page)).toBeVisible();
  expect(scripts).toEqual([]);
});
