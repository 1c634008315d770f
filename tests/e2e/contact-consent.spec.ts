import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
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

/** The consent record on disk for this visitor's e-mail address. */
async function consentRecordFor(email: string) {
  const dir = join(e2eServer.outboxDir, 'consent');
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      for (const file of await readdir(dir)) {
        const record = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<
          string,
          unknown
        >;
        if (record.email === email) found = record;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found ?? {};
}

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('the mail carries the consent sentence as the page showed it, and its record is on disk', async ({
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

  test('the mail carries the consent sentence as the page showed it, and its record is on disk', async ({
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
