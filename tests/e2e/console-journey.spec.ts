import {
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
  waitLikeAPerson,
} from './support/contactForm';
import { addVirtualAuthenticator, test } from './support/consoleSite';
import { checkView, enrol, invitedByCli, openView, viewHeading } from './support/consoleViews';
import { waitForMail } from './support/mailbox';
import { expect } from './support/test';

// The console honours reduced motion: its toasts then appear at once, never caught mid-fade by axe.
test.use({ reducedMotion: 'reduce' });

test('the first owner enrols with a passkey from the CLI’s link, signs back in, watches a lead arrive, releases a held bot, and the audit log shows it', async ({
  page,
  browser,
  request,
  consoleSite,
}) => {
  test.setTimeout(180_000);
  await addVirtualAuthenticator(page);
  const stamp = Date.now().toString(36);
  // An address as long as some people's, in one unbreakable piece: every view must fit 320 px.
  const owner = `owner.${stamp}.of.the.analytical.engines.company@example.com`;

  // 1. The CLI invites the owner; the link is opened and a passkey registered.
  const link = await invitedByCli(consoleSite, owner, 'owner');
  await enrol(page, link, owner, 'enrol');

  // 2. Signed out, then in again with the passkey alone, by the button: as in a browser with no
  // passkey autofill (Chromium's virtual authenticator would answer the autofill's request at once,
  // before the page could be looked at; console-passkeys-and-people.spec.ts signs in by autofill).
  await page.evaluate(() =>
    Object.assign(PublicKeyCredential, { isConditionalMediationAvailable: async () => false }),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(viewHeading(page, 'Sign in')).toBeVisible();
  await checkView(page, 'signin');
  // By keyboard: the view's heading has the focus, then the e-mail field (where the browser's
  // autofill offers passkeys), then the button, with its ring.
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(signIn).toBeFocused();
  expect(await signIn.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(viewHeading(page, 'Leads')).toBeVisible();

  // 3. A person sends the form; the open inbox shows the lead with no reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const visitorPage = await browser.newPage({ baseURL: consoleSite.origin });
  const person = newVisitor();
  const form = await gotoContactForm(visitorPage);
  await fillContactForm(form, person);
  await waitLikeAPerson(visitorPage);
  await form.terms.check();
  await form.submitButton.click();
  await expect(notice(visitorPage, contactTexts.sent)).toBeVisible();
  await visitorPage.close();
  const personLink = page.getByRole('link', { name: person.name });
  await expect(personLink).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('article').filter({ has: personLink })).toContainText(person.phone);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await checkView(page, 'inbox', [320, 375, 1300]);

  await personLink.click();
  await expect(viewHeading(page, `Lead: ${person.name}`)).toBeFocused();
  await expect(page.getByText(person.message)).toBeVisible();
  const personId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Mark as new again' })).toBeVisible();
  await checkView(page, 'lead', [320, 375, 1300]);

  // 4. A bot's post is held; the owner releases it; mail and a signed webhook follow.
  // An address as long as some people's, in one unbreakable piece: the card must still fit 375 px.
  const botVisitor = newVisitor();
  const bot = {
    ...botVisitor,
    email: botVisitor.email.replace('@', '.of.the.analytical.engines.company@'),
  };
  const posted = await request.post('/api/send-email', { data: bot });
  const { id: botId } = (await posted.json()) as { id: string };
  await openView(page, 'Held for review', 'Held for review');
  const release = page.getByRole('button', { name: `Release ${bot.name}` });
  await expect(release).toBeVisible();
  await checkView(page, 'held', [320, 375, 1300]);
  await release.click();
  await expect(page.getByText('1 released.')).toBeVisible();
  await waitForMail(bot.email);
  await expect
    .poll(
      () =>
        consoleSite.crm.requests.find((received) => received.headers['webhook-id'] === botId)
          ?.verified,
      { message: 'the CRM stand-in received the released lead, its signature verified' },
    )
    .toMatchObject({ data: { id: botId, fields: { email: bot.email } } });

  // 5. The audit log shows both actions, each on its lead.
  await openView(page, 'Audit log', 'Audit log');
  const entries = page.getByRole('row');
  await expect(entries.filter({ hasText: botId })).toContainText(/releas/i);
  await expect(entries.filter({ hasText: personId })).toContainText(/handled/i);
  await checkView(page, 'audit', [320, 375, 1300]);

  // A mail server's refusal quotes the address it refused, one long word too.
  await page.route('**/console/api/deliveries', async (route) => {
    const response = await route.fetch();
    const deliveries = (await response.json()) as { destinations: { lastError: string }[] };
    for (const destination of deliveries.destinations) {
      destination.lastError = `550 5.1.1 <${bot.email}>: Recipient address rejected`;
    }
    await route.fulfill({ response, json: deliveries });
  });

  for (const [linkName, heading, view] of [
    ['Deliveries', 'Deliveries', 'deliveries'],
    ['Site numbers', 'Site numbers', 'insight'],
    ['Account', 'Account', 'account'],
    ['Users', 'Users', 'users'],
  ] as const) {
    await openView(page, linkName, heading);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await checkView(page, view, [320, 375, 1300]);
  }
});
