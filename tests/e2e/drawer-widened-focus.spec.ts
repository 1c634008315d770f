import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { menuButton } from './support/drawer';
import { gotoHydrated } from './support/hydration';

async function openDrawerAt375(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/');
  await menuButton(page).click();
  await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
}

/** What has focus, if the user can see it: its tag, href and text, or why it cannot count. */
function visibleFocus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the body';
    if (!active.checkVisibility({ visibilityProperty: true })) return 'something hidden';
    return `${active.tagName} ${active.getAttribute('href') ?? ''} ${active.textContent ?? ''}`;
  });
}

test('widening past the breakpoint moves focus from a drawer link to the same link in the header', async ({
  page,
}) => {
  await openDrawerAt375(page);
  const drawerServices = page.getByRole('dialog').getByRole('link', { name: 'Services' });
  await drawerServices.focus();
  await expect(drawerServices).toBeFocused();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => visibleFocus(page)).toBe('A /services Services');
  // The next Tab goes on from there, to the header's next link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact' })).toBeFocused();
});

test('widening past the breakpoint with focus on the drawer itself moves it to the header link home', async ({
  page,
}) => {
  await openDrawerAt375(page);
  await expect(page.getByRole('dialog')).toBeFocused();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => visibleFocus(page)).toMatch(/^A \/ /);
  await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
});
