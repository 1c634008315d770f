import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { drawerPanel, menuButton } from './support/drawer';
import { gotoHydrated } from './support/hydration';

const navNames = ['Home', 'About', 'Services', 'Contact'];

async function openDrawer(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await gotoHydrated(page, '/');
  await menuButton(page).click();
  await expect(drawerPanel(page)).toBeVisible();
  // Shown in the tap's first frame, the drawer holds the page (focus, Escape, scroll) right after.
  await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
}

test('at 375 px the drawer fills the width', async ({ page }) => {
  await openDrawer(page, 375);
  await expect.poll(async () => (await drawerPanel(page).boundingBox())?.width).toBe(375);
  for (const name of navNames) {
    await expect(page.getByRole('dialog').getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('at 700 px the drawer is 300 px wide', async ({ page }) => {
  await openDrawer(page, 700);
  await expect.poll(async () => (await drawerPanel(page).boundingBox())?.width).toBe(300);
});

test('focus stays inside the open drawer and cycles', async ({ page }) => {
  await openDrawer(page, 375);
  const dialog = page.getByRole('dialog');
  const seen: string[] = [];
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
    const focused = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return active && element.contains(active)
        ? `${active.tagName} ${active.getAttribute('href') ?? ''} ${active.textContent ?? ''}`
        : null;
    });
    expect(focused, `focus escaped the drawer after ${press + 1} presses`).not.toBeNull();
    seen.push(focused ?? '');
  }
  expect(new Set(seen).size, 'Tab never came back round').toBeLessThan(seen.length);
});

test('Escape closes the drawer and returns focus to the menu button', async ({ page }) => {
  await openDrawer(page, 375);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
});

test('opening moves focus into the drawer', async ({ page }) => {
  await openDrawer(page, 375);
  // Onto the dialog itself (Headless UI's choice with no control marked to take it), so a screen
  // reader reads out its name and the first Tab lands on the close button.
  await expect(page.getByRole('dialog')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close menu' })).toBeFocused();
});

test('the page behind the open drawer does not scroll, and scrolls again once it closes', async ({
  page,
}) => {
  await openDrawer(page, 700);
  // Over the backdrop, at the left of the 300 px panel.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a click on the backdrop closes the drawer', async ({ page }) => {
  await openDrawer(page, 700);
  const panel = await drawerPanel(page).boundingBox();
  if (!panel) throw new Error('the drawer panel has no box');
  // The backdrop is whatever part of the screen the 300 px panel leaves uncovered.
  const x = panel.x > 0 ? 20 : 680;
  await page.mouse.click(x, 400);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a link in the drawer navigates and closes it', async ({ page }) => {
  await openDrawer(page, 375);
  await page.getByRole('dialog').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Services/);
});

for (const width of [768, 1300]) {
  test(`at ${width} px the links show in the header without a menu button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/');
    await expect(menuButton(page)).toBeHidden();
    for (const name of navNames) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
}
