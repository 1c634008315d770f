import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { drawerPanel, menuButton } from './support/drawer';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

/**
 * Taps the menu of a home page that went idle (what it loads then is in) and returns the panel's
 * transform in each of the first frames after the click, and the scripts the tap fetched.
 */
async function tapAndWatchFrames(page: Page) {
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
    const frames = new Promise<string[]>((resolve) =>
      button?.addEventListener(
        'click',
        () => {
          const transforms: string[] = [];
          const watch = () => {
            const panel = document.querySelector('[id^="headlessui-dialog-panel-"]');
            const shown = panel?.checkVisibility({ visibilityProperty: true });
            transforms.push(panel && shown ? getComputedStyle(panel).transform : 'not shown');
            if (transforms.length < 8) requestAnimationFrame(watch);
            else resolve(transforms);
          };
          requestAnimationFrame(watch);
        },
        { once: true },
      ),
    );
    Object.assign(window, { drawerFrames: frames });
  });
  await menuButton(page).tap();
  const transforms = await page.evaluate(
    () => (window as unknown as { drawerFrames: Promise<string[]> }).drawerFrames,
  );
  return { transforms, scripts };
}

const offScreen = 'matrix(1, 0, 0, 1, 375, 0)';
const inPlace = ['none', 'matrix(1, 0, 0, 1, 0, 0)'];

/**
 * The slide seen in the sampled frames: on its way in at least one, then come to rest in place.
 * On a busy machine the slide's start can reach the compositor only after several frames, and
 * its end pass before the next: the frames between show one position, not several.
 */
async function expectSlidIn(page: Page, transforms: string[]) {
  const frames = transforms.join(' | ');
  const between = transforms.filter((transform) => ![offScreen, ...inPlace].includes(transform));
  expect(between.length, `on its way in a frame: ${frames}`).toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => drawerPanel(page).evaluate((panel) => getComputedStyle(panel).transform))
    .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
}

test('the first open of the menu slides in, from the frame after the tap, fetching nothing', async ({
  page,
}) => {
  const { transforms, scripts } = await tapAndWatchFrames(page);
  const frames = transforms.join(' | ');
  // Rendered closed ahead of the tap, the panel is shown and on its way in the tap's first frame.
  expect(transforms[0], frames).not.toBe('not shown');
  expect([offScreen, ...inPlace], frames).not.toContain(transforms[0]);
  await expectSlidIn(page, transforms);
  await expect(drawerPanel(page)).toBeVisible();
  expect(scripts).toEqual([]);
});

test('the tap opens the drawer as a modal dialog, holding focus and the page, right after its first frame', async ({
  page,
}) => {
  await tapAndWatchFrames(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // A touch screen gets focus on the dialog itself (Headless UI), a keyboard on its first control.
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  expect(
    await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null),
  ).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the first open of the menu puts the panel in place without sliding', async ({ page }) => {
    const { transforms } = await tapAndWatchFrames(page);
    // The stylesheet shortens every transition to 0.01 ms, which opening starts past its end.
    expect(
      transforms.every((transform) => inPlace.includes(transform)),
      transforms.join(' | '),
    ).toBe(true);
    await expect(drawerPanel(page)).toBeVisible();
  });
});

test('a tap before the drawer’s code is in opens it sliding, once the code arrives', async ({
  page,
}) => {
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/MobileDrawer-[^/]*\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const frames = new Promise<string[]>((resolve) => {
      const transforms: string[] = [];
      const watch = () => {
        const panel = document.querySelector('[id^="headlessui-dialog-panel-"]');
        const shown = panel?.checkVisibility({ visibilityProperty: true });
        if (panel) transforms.push(shown ? getComputedStyle(panel).transform : 'not shown');
        if (transforms.length < 8) requestAnimationFrame(watch);
        else resolve(transforms);
      };
      requestAnimationFrame(watch);
    });
    Object.assign(window, { drawerFrames: frames });
  });
  await menuButton(page).tap();
  release();
  const transforms = await page.evaluate(
    () => (window as unknown as { drawerFrames: Promise<string[]> }).drawerFrames,
  );
  const frames = transforms.join(' | ');
  // Its first frame in the page draws it closed, the next ones on its way in.
  expect(transforms[0], frames).toBe('not shown');
  await expectSlidIn(page, transforms);
  await expect(drawerPanel(page)).toBeVisible();
});
