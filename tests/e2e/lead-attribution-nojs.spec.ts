import { simpleParser } from 'mailparser';
import { contactForm, contactTexts, fillContactForm, newVisitor } from './support/contactForm';
import { crmLead, test } from './support/crmSite';
import { leadFrom, outboxShow } from './support/leadStore';
import { waitForMail } from './support/mailbox';
import { recordSetCookies } from './support/privacy';
import { expect } from './support/test';

test.use({ javaScriptEnabled: false, viewport: { width: 1300, height: 900 } });

test('without JavaScript, a visit landing on /contact with UTM tags and a referrer reaches the mail, the CRM and show', async ({
  page,
  crmSite,
}) => {
  const campaign = `fall-${Date.now().toString(36)}`;
  const setCookies = recordSetCookies(page);

  await page.goto(`/contact?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`, {
    referer: 'https://www.linkedin.com/feed/?trk=jane',
  });
  const form = contactForm(page);
  const visitor = newVisitor();
  await fillContactForm(form, visitor);
  await form.terms.check();
  await form.submitButton.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.sent);

  const [mail] = await waitForMail(visitor.email);
  const { text } = await simpleParser(mail?.raw ?? '');
  expect(text).toContain(`Source:       linkedin / social / ${campaign}\nLanding page: /contact\n`);
  expect(text).toContain(`utm_source:   linkedin\nutm_medium:   social\nutm_campaign: ${campaign}`);
  expect(text).toContain('Pages seen:   /contact\n');
  const id = (await leadFrom(crmSite.dataDir, visitor.email))?.id ?? '';
  await expect.poll(() => crmLead(crmSite, id)).toBeDefined();
  expect(crmLead(crmSite, id)?.data?.attribution).toEqual({
    source: `linkedin / social / ${campaign}`,
    landingPage: '/contact',
    referrer: 'https://www.linkedin.com/feed/',
    utm: { source: 'linkedin', medium: 'social', campaign },
    pagesSeen: ['/contact'],
    secondsToSend: expect.any(Number),
  });
  const shown = await outboxShow(crmSite.dataDir, id);
  expect(shown).toContain(`utm_campaign: ${campaign}`);
  expect(shown).toContain('Landing page: /contact');

  expect(await setCookies()).toEqual([]);
});
