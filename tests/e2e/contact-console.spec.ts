import { expect, test } from './support/test';
import { contactTexts, gotoContactForm, notice } from './support/contactForm';

// The guarded `test` fails on any console error; this walks /contact through everything that
// loads code or styles late (the form island, then sonner on first use and its first notice).
test('/contact logs no console error while the form and its notifications load', async ({
  page,
  pageGuards,
}) => {
  const form = await gotoContactForm(page);

  await form.name.focus();
  await form.submitButton.click();
  await expect(notice(page, contactTexts.termsRequired)).toBeVisible();

  expect(pageGuards.problems).toEqual([]);
});
