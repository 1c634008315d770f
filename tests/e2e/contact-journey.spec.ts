import { expect, test } from './support/test';
import {
  expectFormHolds,
  acceptProvokedFailure,
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
  recordRelayRequests,
} from './support/contactForm';
import { mailsContaining, waitForMail, waitUntilRelayed } from './support/mailbox';

test.use({ viewport: { width: 1300, height: 900 } });

test('starts empty, unchecked, ready to send', async ({ page }) => {
  const form = await gotoContactForm(page);

  for (const field of [form.name, form.email, form.phone, form.company, form.message]) {
    await expect(field).toHaveValue('');
  }
  await expect(form.email).toHaveAttribute('type', 'email');
  await expect(form.message).toHaveAttribute('rows', '4');
  await expect(form.terms).not.toBeChecked();
  await expect(form.submitButton).toHaveText(contactTexts.send);
  await expect(form.submitButton).toBeEnabled();
});

test('without the consent: an error notification, and nothing is sent', async ({ page }) => {
  const form = await gotoContactForm(page);
  const relayRequests = recordRelayRequests(page);

  await fillContactForm(form, newVisitor());
  await form.submitButton.click();

  await expect(notice(page, contactTexts.termsRequired)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  await expect(page).toHaveURL('/contact');
  expect(relayRequests).toEqual([]);
});

test('sends: "Sending...", then success, a cleared form and the mail in the inbox', async ({
  page,
}) => {
  const form = await gotoContactForm(page);
  const visitor = newVisitor();
  // Held back long enough to see the sending state, then passed on to the real relay.
  await page.route('**/api/send-email', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/send-email'));

  await fillContactForm(form, visitor);
  await form.terms.check();
  await form.submitButton.click();

  await expect(form.submitButton).toHaveText(contactTexts.sending);
  await expect(form.submitButton).toBeDisabled();
  await expect(notice(page, contactTexts.sent)).toBeVisible();
  await expect(form.submitButton).toHaveText(contactTexts.send);
  await expect(form.submitButton).toBeEnabled();
  for (const field of [form.name, form.email, form.phone, form.company, form.message]) {
    await expect(field).toHaveValue('');
  }
  await expect(form.terms).not.toBeChecked();

  const [mail] = await waitForMail(visitor.email);
  const { id } = (await (await answer).json()) as { id: string };
  await waitUntilRelayed(id);
  expect(await mailsContaining(visitor.email), 'delivered exactly once').toHaveLength(1);
  expect(mail?.header('Reply-To')).toContain(visitor.email);
  expect(mail?.header('From')).toBeTruthy();
  expect(mail?.header('From')).not.toContain(visitor.email);
  for (const value of Object.values(visitor)) expect(mail?.text).toContain(value);
});

test('a refusal from the relay: its error as a notification, the fields kept', async ({
  page,
  pageGuards,
}) => {
  const form = await gotoContactForm(page);
  const visitor = newVisitor();
  const refusal = 'Your message could not be accepted right now.';
  await page.route('**/api/send-email', (route) =>
    route.fulfill({ status: 400, json: { error: refusal } }),
  );

  await fillContactForm(form, visitor);
  await form.terms.check();
  await form.submitButton.click();

  await expect(notice(page, refusal)).toBeVisible();
  await expectFormHolds(form, visitor);
  await expect(form.submitButton).toBeEnabled();
  acceptProvokedFailure(pageGuards, /status of 400/);
});

test('no connection: "Unable to connect to the server", the fields kept', async ({
  page,
  pageGuards,
}) => {
  const form = await gotoContactForm(page);
  const visitor = newVisitor();
  await page.route('**/api/send-email', (route) => route.abort('failed'));

  await fillContactForm(form, visitor);
  await form.terms.check();
  await form.submitButton.click();

  await expect(notice(page, contactTexts.unreachable)).toBeVisible();
  await expect(form.name).toHaveValue(visitor.name);
  await expect(form.message).toHaveValue(visitor.message);
  await expect(form.terms).toBeChecked();
  acceptProvokedFailure(pageGuards, /net::ERR_FAILED/);
});

test('a notification closes by itself after 6 seconds', async ({ page }) => {
  const form = await gotoContactForm(page);

  // Timed from the click, which comes before the notice: the poll that sees the notice may come
  // a second or more after it on a busy machine, and its 6 s would then seem to end early.
  const clickedAt = Date.now();
  await form.submitButton.click();
  const shown = notice(page, contactTexts.termsRequired);
  await expect(shown).toBeVisible();

  await page.waitForTimeout(Math.max(0, clickedAt + 5_000 - Date.now()));
  await expect(shown, 'still there 5 s after Send').toHaveCount(1);
  await expect(shown).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - clickedAt).toBeGreaterThan(5_500);
});

test('a notification closes when dismissed', async ({ page }) => {
  const form = await gotoContactForm(page);

  await form.submitButton.click();
  const shown = notice(page, contactTexts.termsRequired);
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close toast' }).click();

  await expect(shown).toHaveCount(0, { timeout: 2_000 });
});
