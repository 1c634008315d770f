import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import { expectSameDocument, markDocument } from './support/clientNavigation';
import {
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
} from './support/contactForm';
import { crmLead, test } from './support/crmSite';
import { gotoHydrated } from './support/hydration';
import { outboxShow } from './support/leadStore';
import { waitForMail } from './support/mailbox';
import { expectNothingKeptPastTheTab, recordSetCookies } from './support/privacy';
import { expect } from './support/test';

test.use({ viewport: { width: 1300, height: 900 } });

const headerLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test('a visit from the newsletter, across client-side navigations and a page load, reaches the mail, the CRM and show', async ({
  page,
  crmSite,
}) => {
  const campaign = `spring-${Date.now().toString(36)}`;
  const setCookies = recordSetCookies(page);

  await gotoHydrated(page, `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  // The capture starts once the browser is idle.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('attribution')))
    .toContain(campaign);
  await markDocument(page);
  await headerLink(page, 'Services').click();
  await expect(page).toHaveURL('/services');
  await headerLink(page, 'About').click();
  await expect(page).toHaveURL('/about');
  await expectSameDocument(page);
  const form = await gotoContactForm(page);
  const visitor = newVisitor();
  await fillContactForm(form, visitor);
  await form.terms.check();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/send-email'));
  await form.submitButton.click();
  await expect(notice(page, contactTexts.sent)).toBeVisible();
  const { id } = (await (await answer).json()) as { id: string };

  const pagesSeen = ['/', '/services', '/about', '/contact'];
  const [mail] = await waitForMail(visitor.email);
  const { text } = await simpleParser(mail?.raw ?? '');
  expect(text).toContain(`Source:       newsletter / email / ${campaign}\nLanding page: /\n`);
  expect(text).toContain(
    `utm_source:   newsletter\nutm_medium:   email\nutm_campaign: ${campaign}`,
  );
  expect(text).toContain(`Pages seen:   ${pagesSeen.join(' → ')}\n`);
  await expect.poll(() => crmLead(crmSite, id)).toBeDefined();
  expect(crmLead(crmSite, id)?.data?.attribution).toEqual({
    source: `newsletter / email / ${campaign}`,
    landingPage: '/',
    utm: { source: 'newsletter', medium: 'email', campaign },
    pagesSeen,
    secondsToSend: expect.any(Number),
  });
  const shown = await outboxShow(crmSite.dataDir, id);
  expect(shown).toContain(`utm_campaign: ${campaign}`);
  expect(shown).toContain(`Pages seen:   ${pagesSeen.join(' → ')}`);

  expect(await setCookies()).toEqual([]);
  await expectNothingKeptPastTheTab(page);
});
