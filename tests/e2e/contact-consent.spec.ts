import type { Page } from '@playwright/test';
import type { ConsentRecord } from '../../server/store/consents';
import { expect, test } from './support/test';
import {
  contactForm,
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
  type ContactForm,
  type Visitor,
} from './support/contactForm';
import { e2eServer } from './support/e2eServer';
import { consentRecordsFor } from './support/leadStore';
import { waitForMail } from './support/mailbox';

/** The consent sentence exactly as the page shows it beside the checkbox. */
async function sentenceOnPage(form: ContactForm): Promise<string> {
  const label = await form.terms.evaluate(
    (input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '',
  );
  return label.replace(/\s+/g, ' ').trim();
}

/** A person takes a few seconds to fill the form in; a post faster than that looks like a bot. */
async function fillLikeAPerson(page: Page, form: ContactForm, visitor: Visitor) {
  await fillContactForm(form, visitor);
  await page.waitForTimeout(4_000);
  await form.terms.check();
}

/** The consent record in the store for this visitor's e-mail address. */
async function consentRecordFor(email: string) {
  let found: ConsentRecord | undefined;
  await expect
    .poll(async () => {
      [found] = await consentRecordsFor(e2eServer.dataDir, email);
      return found !== undefined;
    })
    .toBe(true);
  return found;
}

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('the mail carries the consent sentence as the page showed it, and its record is in the store', async ({
    page,
  }) => {
    const form = await gotoContactForm(page);
    const visitor = newVisitor();
    const sentence = await sentenceOnPage(form);

    await fillLikeAPerson(page, form, visitor);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/send-email')),
      form.submitButton.click(),
    ]);

    await expect(notice(page, contactTexts.sent)).toBeVisible();
    const { id } = (await answer.json()) as { id: string };
    const [mail] = await waitForMail(visitor.email);
    expect(mail?.text).toContain(`"${sentence}"`);
    expect(await consentRecordFor(visitor.email)).toMatchObject({
      leadId: id,
      text: sentence,
      phone: visitor.phone,
      javascript: true,
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1300, height: 900 } });

  test('the mail carries the consent sentence as the page showed it, and its record is in the store', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const visitor = newVisitor();
    const sentence = await sentenceOnPage(form);

    await fillLikeAPerson(page, form, visitor);
    await form.submitButton.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.sent);
    const [mail] = await waitForMail(visitor.email);
    expect(mail?.text).toContain(`"${sentence}"`);
    expect(await consentRecordFor(visitor.email)).toMatchObject({
      text: sentence,
      phone: visitor.phone,
      javascript: false,
    });
  });
});
