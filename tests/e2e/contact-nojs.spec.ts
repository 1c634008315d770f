import { expect, test } from './support/test';
import {
  acceptProvokedFailure,
  contactForm,
  contactTexts,
  fillContactForm,
  newVisitor,
  recordRelayRequests,
} from './support/contactForm';
import { waitForMail } from './support/mailbox';

test.use({ javaScriptEnabled: false, viewport: { width: 1300, height: 900 } });

test('without JavaScript the form posts natively and the server says it was sent', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = contactForm(page);
  const visitor = newVisitor();

  await fillContactForm(form, visitor);
  await form.terms.check();
  const [post] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/api/send-email'),
    form.submitButton.click(),
  ]);

  expect(post.method()).toBe('POST');
  expect(post.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.sent);
  await expect(page.getByRole('link', { name: /back/i })).toHaveAttribute('href', /^\//);
  const mails = await waitForMail(visitor.email);
  expect(mails[0]?.header('Reply-To')).toContain(visitor.email);
});

test('without JavaScript a post without the consent is refused with the spec message', async ({
  page,
  pageGuards,
}) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await fillContactForm(form, newVisitor());
  // The browser's own check on the required checkbox stops a real visitor first; an old browser
  // or a bot gets past it, and then the server must still refuse.
  await form.form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
  });

  await form.submitButton.click();

  await expect(page.getByText(contactTexts.termsRequired, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /back/i })).toHaveAttribute('href', '/contact');
  acceptProvokedFailure(pageGuards, /status of 400/);
});

test('without JavaScript the unchecked consent is caught by the browser before any post', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await fillContactForm(form, newVisitor());
  const relayRequests = recordRelayRequests(page);

  await form.submitButton.click();

  // The browser focuses the control that failed its check instead of posting.
  await expect(form.terms).toBeFocused();
  expect(await form.terms.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(
    false,
  );
  await expect(page).toHaveURL('/contact');
  expect(relayRequests).toEqual([]);
});
