import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  contactTexts,
  fillContactForm,
  gotoContactForm,
  holdPosts,
  newVisitor,
  notice,
} from './support/contactForm';
import { menuButton } from './support/drawer';

// A visitor on a phone presses Send, then opens the menu while the form says "Sending...". The
// notices' root sits beside the page's, outside the part Headless UI makes inert behind the menu.

test.use({ viewport: { width: 375, height: 800 } });

/** Whether Chromium's own accessibility tree, what screen readers are given, exposes `name`. */
async function exposed(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.some((node) => !node.ignored && node.name?.value === name);
}

/** Sends, opens the menu while "Sending...", lets the answer come, and checks the menu still holds. */
async function answeredWithMenuOpen(page: Page) {
  const form = await gotoContactForm(page);
  const release = await holdPosts(page);
  await fillContactForm(form, newVisitor());
  await form.terms.check();
  await form.submitButton.click();
  await expect(form.submitButton).toHaveText(contactTexts.sending);
  // Put in the page by the form's first focus, so it is there before the menu opens.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();

  await menuButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toBeFocused();
  release();

  const sent = notice(page, contactTexts.sent);
  await expect(sent).toBeVisible();
  await expect.poll(() => exposed(page, contactTexts.sent)).toBe(true);
  // The page behind is still out of the accessibility tree and inert, and focus stays in the drawer.
  // Its button is read by CSS, which sees past inert: "Send Message" is not in the tree before the
  // answer either, when the button says "Sending...".
  await expect(page.locator('main form button[type="submit"]')).toHaveText(contactTexts.send);
  expect(await exposed(page, contactTexts.send)).toBe(false);
  await expect(page.getByRole('main')).toHaveCount(0);
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(
    true,
  );
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
  return { dialog, sent };
}

async function expectMenuClosesAsEver(page: Page) {
  await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  await expect.poll(() => exposed(page, contactTexts.send)).toBe(true);
}

test('the answer is announced over the open menu, and a tap closes it there', async ({ page }) => {
  const { sent } = await answeredWithMenuOpen(page);

  // Not inert: its close button takes the tap, which is no click outside the menu.
  await sent.getByRole('button', { name: 'Close toast' }).click({ timeout: 5_000 });
  await expect(sent).toHaveCount(0);
  await expectMenuClosesAsEver(page);
});

test('the answer is announced over the open menu, and the keyboard reaches it there', async ({
  page,
}) => {
  const { sent } = await answeredWithMenuOpen(page);

  // sonner's own way to the notices, which its region's name announces ("Notifications alt+T").
  await page.keyboard.press('Alt+T');
  // Onto the list of notices, then Tab to the notice and to its close button.
  await page.keyboard.press('Tab');
  await expect(sent).toBeFocused();
  await page.keyboard.press('Tab');
  const close = sent.getByRole('button', { name: 'Close toast' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sent).toHaveCount(0);
  await expectMenuClosesAsEver(page);
});
