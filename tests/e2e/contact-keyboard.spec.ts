import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForMail } from './support/mailbox';
import {
  contactTexts,
  gotoContactForm,
  newVisitor,
  notice,
  waitLikeAPerson,
} from './support/contactForm';

test.use({ viewport: { width: 1300, height: 900 } });

/** Presses Tab until `target` has focus, failing if it is not reachable within `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reachable with Tab within ${maxPresses} presses`).toBeFocused();
}

/** The focus ring a keyboard user sees: an outline drawn while the control matches :focus-visible. */
async function expectFocusRing(control: Locator): Promise<void> {
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outlineStyle).not.toBe('none');
  expect(ring.outlineWidth).toBeGreaterThan(0);
}

for (const key of ['Enter', 'Space'] as const) {
  test(`sends with the keyboard alone, submitting with ${key}`, async ({ page }) => {
    const form = await gotoContactForm(page);
    const visitor = newVisitor();

    await tabTo(page, form.name);
    const fields = [
      [form.name, visitor.name],
      [form.email, visitor.email],
      [form.phone, visitor.phone],
      [form.company, visitor.company],
      [form.message, visitor.message],
    ] as const;
    for (const [index, [field, value]] of fields.entries()) {
      // Each field is the very next Tab stop: no hidden control (the honeypot) in between.
      if (index > 0) await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await expectFocusRing(field);
      await page.keyboard.type(value);
    }

    await page.keyboard.press('Tab');
    await expect(form.terms).toBeFocused();
    await expectFocusRing(form.terms);
    await page.keyboard.press('Space');
    await expect(form.terms).toBeChecked();

    await page.keyboard.press('Tab');
    await expect(form.privacyLink).toBeFocused();
    await expectFocusRing(form.privacyLink);

    await page.keyboard.press('Tab');
    await expect(form.submitButton).toBeFocused();
    await expectFocusRing(form.submitButton);
    await waitLikeAPerson(page);
    await page.keyboard.press(key);

    await expect(notice(page, contactTexts.sent)).toBeVisible();
    await expect(form.name).toHaveValue('');
    await expect(form.terms).not.toBeChecked();
    expect(await waitForMail(visitor.email)).toHaveLength(1);
  });
}
