import type { Page } from '@playwright/test';
import { e2eServer } from './support/e2eServer';
import { blockStore } from './support/leadStore';
import { expect, test } from './support/test';
import * as contact from './support/contactForm';

// The second production server: one stored message per visitor, its store at hand.
test.use({ baseURL: e2eServer.limited.baseUrl, viewport: { width: 1300, height: 900 } });

/** Sends the filled form and returns the server's own answer, as the page received it. */
async function send(page: Page, form: contact.ContactForm) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/send-email'));
  await form.submitButton.click();
  const response = await answer;
  return { status: response.status(), body: (await response.json()) as { error?: string } };
}

test("the real relay's 400, 503 and 429 answers reach the visitor as notifications; a failed save spends no try", async ({
  page,
  pageGuards,
}) => {
  const form = await contact.gotoContactForm(page);
  await contact.fillContactForm(form, contact.newVisitor());
  await form.terms.check();

  await test.step('400: the server refuses what the browser let through', async () => {
    // Only the body is changed on its way: the request and its answer are the real server's.
    await page.route('**/api/send-email', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'not-an-email' }),
      }),
    );
    const { status, body } = await send(page, form);
    await page.unroute('**/api/send-email');

    expect(status).toBe(400);
    await expect(contact.notice(page, body.error ?? '')).toBeVisible();
    contact.acceptProvokedFailure(pageGuards, /status of 400/);
  });

  await test.step('503: the store cannot be written', async () => {
    const blocked = await blockStore(e2eServer.limited.dataDir);
    const { status, body } = await send(page, form).finally(() => blocked.unblock());

    expect(status).toBe(503);
    expect(body.error).toMatch(/^We could not store your message right now\./);
    await expect(contact.notice(page, body.error ?? '')).toBeVisible();
    await expect(form.terms).toBeChecked();
    contact.acceptProvokedFailure(pageGuards, /status of 503/);
  });

  await test.step('202: the one try the visitor has is still there', async () => {
    expect((await send(page, form)).status).toBe(202);
    await expect(contact.notice(page, contact.contactTexts.sent)).toBeVisible();
  });

  await test.step('429: the second stored message in the window', async () => {
    await contact.fillContactForm(form, contact.newVisitor());
    await form.terms.check();
    const { status, body } = await send(page, form);

    expect(status).toBe(429);
    expect(body.error).toMatch(/^Too many messages from your network\./);
    await expect(contact.notice(page, body.error ?? '')).toBeVisible();
    await expect(form.terms).toBeChecked();
    contact.acceptProvokedFailure(pageGuards, /status of 429/);
  });
});
