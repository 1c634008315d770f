import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { drawerPanel, menuButton } from './support/drawer';
import { gotoHydrated } from './support/hydration';
import { linkOrButton } from './support/navigation';

// Every route's own page is read by axe in routes.spec.ts, on the load that checks its content.

test('the open drawer at 375 px has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/');
  await menuButton(page).click();
  await expect(drawerPanel(page)).toBeVisible();
  // Let the slide-in finish: axe reads colours and positions of what is on screen.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
});

test.describe('with reduced motion', () => {
  test.use({ viewport: { width: 1300, height: 800 } });

  test('hero Get Started jumps to its section instantly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await linkOrButton(page.getByRole('main'), 'Get Started').click();
    const inView = await page.getByRole('heading', { name: 'Get Started', exact: true }).evaluate(
      (heading) =>
        new Promise<boolean>((done) =>
          requestAnimationFrame(() => {
            const { top, bottom } = heading.getBoundingClientRect();
            done(top >= 0 && bottom <= window.innerHeight);
          }),
        ),
    );
    expect(inView, 'the Get Started section was not reached within one frame').toBe(true);
  });
});
