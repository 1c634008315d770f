import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNewDocument, expectSameDocument, markDocument } from './support/clientNavigation';
import {
  expectFormHolds,
  contactTexts,
  fillContactForm,
  gotoContactForm,
  holdPosts,
  newVisitor,
  notice,
  recordRelayRequests,
  type ContactForm,
} from './support/contactForm';
import { waitForMail } from './support/mailbox';

// A visitor presses Send, then leaves the page while the form says "Sending...".

test.use({ viewport: { width: 1300, height: 900 } });

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

/** A fresh /contact filled in by a new visitor, with every post held until `release`. */
async function fillWithPostsHeld(page: Page) {
  const form = await gotoContactForm(page);
  await markDocument(page);
  const release = await holdPosts(page);
  const relayRequests = recordRelayRequests(page);
  const visitor = newVisitor();
  await fillContactForm(form, visitor);
  return { form, release, relayRequests, visitor };
}

async function expectFieldsEmpty(form: ContactForm) {
  for (const field of [form.name, form.email, form.phone, form.company, form.message]) {
    await expect(field).toHaveValue('');
  }
}

async function sendAndLeave(form: ContactForm, leave: () => Promise<void>) {
  await form.terms.check();
  await form.submitButton.click();
  await expect(form.submitButton).toHaveText(contactTexts.sending);
  await leave();
}

test('through a link: told it was sent where they are, and Back finds the form empty', async ({
  page,
}) => {
  const { form, release, relayRequests, visitor } = await fillWithPostsHeld(page);

  await sendAndLeave(form, () => footerLink(page, 'About').click());
  await expect(page).toHaveURL('/about');
  release();

  await expect(notice(page, contactTexts.sent)).toBeVisible();
  expect(await waitForMail(visitor.email)).toHaveLength(1);
  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect(form.form).toHaveJSProperty('noValidate', true);
  await expectFieldsEmpty(form);
  await expect(form.terms).not.toBeChecked();
  expect(relayRequests).toHaveLength(1);
  await expectSameDocument(page);
});

test('and Back before it is taken: the form shows it sending, then empties itself', async ({
  page,
}) => {
  const { form, release, relayRequests, visitor } = await fillWithPostsHeld(page);

  await sendAndLeave(form, () => footerLink(page, 'About').click());
  await expect(page).toHaveURL('/about');
  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect(form.name).toHaveValue(visitor.name);
  await expect(form.submitButton).toHaveText(contactTexts.sending);
  await expect(form.submitButton).toBeDisabled();
  release();

  await expect(notice(page, contactTexts.sent)).toBeVisible();
  await expect(form.submitButton).toHaveText(contactTexts.send);
  await expectFieldsEmpty(form);
  await expect(form.terms).not.toBeChecked();
  expect(await waitForMail(visitor.email)).toHaveLength(1);
  expect(relayRequests).toHaveLength(1);
  await expectSameDocument(page);
});

test('through a page load: Back finds every word, since the message may not have arrived', async ({
  page,
}) => {
  const form = await gotoContactForm(page);
  await holdPosts(page);
  const visitor = newVisitor();
  await fillContactForm(form, visitor);

  await sendAndLeave(form, async () => {
    await page.goto('/about');
  });

  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect(form.form).toHaveJSProperty('noValidate', true);
  await expectFormHolds(form, visitor);
});

test('through a link whose page must load (a deploy): the message still goes first', async ({
  page,
}) => {
  // Written by the next build: client navigation loads the page instead of showing it in place.
  await page.route('**/about/index.json', async (route) => {
    const response = await route.fetch();
    const content = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...content, build: 'next-build' } });
  });
  const { form, release, relayRequests, visitor } = await fillWithPostsHeld(page);

  const contentAnswered = page.waitForResponse('**/about/index.json');
  await sendAndLeave(form, () => footerLink(page, 'About').click());
  await contentAnswered;
  // Time for a page load that would cut the message off to begin.
  await page.waitForTimeout(500);
  release();

  expect(await waitForMail(visitor.email)).toHaveLength(1);
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  await expectNewDocument(page);
  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect(form.form).toHaveJSProperty('noValidate', true);
  await expectFieldsEmpty(form);
  expect(relayRequests).toHaveLength(1);
  // A fetch of the page's content still in flight as the page closes (a prefetch after Back)
  // would otherwise fail in the handler: "Response has been disposed", outside any test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
