import { devices } from '@playwright/test';
import { expect, test } from './support/test';
import {
  autofill,
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
  personPaceMs,
  waitLikeAPerson,
} from './support/contactForm';
import { waitForMail } from './support/mailbox';

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
