import { devices, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectSameDocument, markDocument } from './support/clientNavigation';
import {
  acceptProvokedFailure,
  autofill,
  contactForm,
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
  personPaceMs,
  waitLikeAPerson,
  type Visitor,
} from './support/contactForm';
import { gotoHydrated } from './support/hydration';
import { waitForMail, type ReceivedMail } from './support/mailbox';

// People get through the spam screen as it ships, first time and with no extra step. The no-JS
// form (contact-nojs.spec.ts) and a client-side arrival at /contact (client-navigation.spec.ts)
// send through it too.

test.describe('on a phone', () => {
  // The device without its browser type, which a describe block may not set (Chromium anyway).
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('a person typing on a phone', async ({ page }) => {
    const form = await gotoContactForm(page);
    const visitor = newVisitor();

    await form.name.tap();
    await form.name.pressSequentially(visitor.name, { delay: 20 });
    await form.email.pressSequentially(visitor.email, { delay: 20 });
    await form.phone.fill(visitor.phone);
    await form.company.fill(visitor.company);
    await form.message.pressSequentially(visitor.message, { delay: 20 });
    // Keys 20 ms apart keep the run short; a thumb takes far longer than the 3 s they add up to.
    await waitLikeAPerson(page);
    await form.terms.tap();
    await form.submitButton.tap();

    await expect(notice(page, contactTexts.sent)).toBeVisible();
    expect(await waitForMail(visitor.email)).toHaveLength(1);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('a person whose browser autofills, sending about 4 s after the page opened', async ({
    page,
  }) => {
    const openedAt = Date.now();
    const form = await gotoContactForm(page);
    const visitor = newVisitor();

    await autofill(form, visitor);
    await form.terms.check();
    await page.waitForTimeout(Math.max(0, openedAt + personPaceMs - Date.now()));
    await form.submitButton.click();

    await expect(notice(page, contactTexts.sent)).toBeVisible();
    expect(await waitForMail(visitor.email)).toHaveLength(1);
  });

  test('a person writing Spanish with one link, then a second, different message from the same page', async ({
    page,
  }) => {
    const form = await gotoContactForm(page);
    const first = {
      ...newVisitor(),
      name: 'María José Núñez',
      message:
        'Buenos días: adjunto nuestra solicitud de propuesta para la migración a la nube, https://andina-logística.example/rfp-2026.pdf. ¿Podrían enviarnos una cotización antes del viernes? Gracias.',
    };
    const second = { ...newVisitor(), message: 'Also: do you have engineers in Tucson?' };

    await fillContactForm(form, first);
    await form.terms.check();
    await form.submitButton.click();
    await expect(notice(page, contactTexts.sent)).toBeVisible();
    // A token buys one message: the form has a fresh one for the second, which takes a person
    // a few seconds to write.
    const firstSentAt = Date.now();
    await fillContactForm(form, second);
    await form.terms.check();
    await page.waitForTimeout(Math.max(0, firstSentAt + personPaceMs - Date.now()));
    await form.submitButton.click();

    await expect(notice(page, contactTexts.sent)).toHaveCount(2);
    expect(await waitForMail(first.email)).toHaveLength(1);
    expect(await waitForMail(second.email)).toHaveLength(1);
  });
});

/** Delivered as any person's message: in the inbox, not marked as possible spam. */
async function expectDeliveredUnmarked(marker: string): Promise<ReceivedMail | undefined> {
  const mails = await waitForMail(marker);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.header('Subject')).toMatch(/^New inquiry from /);
  return mails[0];
}

async function sendAsAPerson(page: Page, visitor: Visitor) {
  const form = await gotoContactForm(page);
  await fillContactForm(form, visitor);
  await form.terms.check();
  await form.submitButton.click();
  await expect(notice(page, contactTexts.sent)).toBeVisible();
}

test.describe('people whose words or addresses the screen once held (issue 29)', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('a prospect asking for an AI chatbot in a Docker container on their Azure tenant', async ({
    page,
  }) => {
    const visitor = {
      ...newVisitor(),
      company: 'Maricopa Mutual Insurance',
      message: `Hello, we want an AI chatbot that answers policy questions for our agents and members: what a policy covers, deductibles, how to file a claim and where a claim stands. Our compliance team will only approve it if it stays inside our environment, so it would be running in a Docker container on our Azure tenant, using Azure OpenAI and only our own policy documents in SharePoint. We have budget for a pilot this quarter and a hard deadline before open enrollment in October. Could you send a rough estimate and timeline, and do you guarantee support after go-live? (ref ${Date.now().toString(36)})`,
    };

    await sendAsAPerson(page, visitor);

    await expectDeliveredUnmarked(visitor.email);
  });

  test('a person writing from an Apple Hide My Email address', async ({ page }) => {
    const relay = `${Math.random().toString(36).slice(2, 12)}@privaterelay.appleid.com`;
    const visitor = { ...newVisitor(), email: relay };

    await sendAsAPerson(page, visitor);

    await expectDeliveredUnmarked(relay);
  });

  test('a person who arrived client-side while the form token could not be fetched: Send fetches one and the message is delivered', async ({
    page,
    pageGuards,
  }) => {
    let failures = 1;
    await page.route('**/api/form-token', (route) =>
      failures-- > 0 ? route.abort('failed') : route.continue(),
    );
    await gotoHydrated(page, '/about');
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    const form = contactForm(page);
    await expect(form.form).toHaveJSProperty('noValidate', true, { timeout: 10_000 });
    await expect(page.locator('input[name="formToken"]')).toHaveValue('');
    const visitor = newVisitor();

    await autofill(form, visitor);
    await form.terms.check();
    await form.submitButton.click();

    // Send waits until the token it fetched is older than the server's minimum wait.
    await expect(notice(page, contactTexts.sent)).toBeVisible({ timeout: 15_000 });
    await expectDeliveredUnmarked(visitor.email);
    await expectSameDocument(page);
    acceptProvokedFailure(pageGuards, /net::ERR_FAILED/);
  });
});
