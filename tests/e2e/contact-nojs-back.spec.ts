import { expect, test } from './support/test';
import {
  acceptProvokedFailure,
  contactForm,
  contactTexts,
  fillContactForm,
  newVisitor,
} from './support/contactForm';

test.use({ javaScriptEnabled: false, viewport: { width: 1300, height: 900 } });

test('without JavaScript, Back from a refused post finds the form with everything typed', async ({
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
