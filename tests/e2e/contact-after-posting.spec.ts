import { expect, test } from './support/test';
import {
  acceptProvokedFailure,
  contactForm,
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
} from './support/contactForm';

// After posting, the visitor finds the form as they left it.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1300, height: 900 } });

  test('Back from a refused post finds the form with everything typed', async ({
    page,
    pageGuards,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const visitor = newVisitor();
    await fillContactForm(form, visitor);
    // Refused by the server (no consent): an old browser or one whose own check is off gets here.
    await form.form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await form.submitButton.click();
    await expect(page.getByText(contactTexts.termsRequired, { exact: true })).toBeVisible();
    acceptProvokedFailure(pageGuards, /status of 400/);

    // The result page tells the visitor that Back returns to the form with what they typed.
    await page.goBack();

    await expect(form.name).toHaveValue(visitor.name);
    await expect(form.company).toHaveValue(visitor.company);
    await expect(form.message).toHaveValue(visitor.message);
  });
});

test('a message sent from the keyboard leaves focus on Send, not on the page', async ({ page }) => {
  const form = await gotoContactForm(page);
  await fillContactForm(form, newVisitor());
  await form.terms.check();
  await form.submitButton.focus();

  // Disabled while sending, the focused button loses focus to the body (the browser's focus
  // fixup): a screen reader would then go on from the top of the page.
  await page.keyboard.press('Enter');
  await expect(notice(page, contactTexts.sent)).toBeVisible({ timeout: 15_000 });

  await expect(form.submitButton).toBeFocused();
});
