import type { Page } from '@playwright/test';
import { accountCopy } from '../../client/console/content/account';
import { expectNoAxeViolations } from './support/axe';
import { addVirtualAuthenticator, test } from './support/consoleSite';
import { enrol, invitedByCli, openView, viewHeading } from './support/consoleViews';
import { expect } from './support/test';

// The console honours reduced motion: its toasts then appear at once, never caught mid-fade by axe.
test.use({ reducedMotion: 'reduce' });

/** Presses a ConfirmButton's button by keyboard, then confirms in its dialog (Cancel has the focus). */
async function confirmByKeyboard(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: label })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('an owner signs back in by passkey autofill, adds a second passkey and removes it, invites a member who enrols in another browser, and revokes them: the member’s open session is refused', async ({
  page,
  browser,
  consoleSite,
}) => {
  test.setTimeout(90_000);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const stamp = Date.now().toString(36);
  const owner = `keys.owner.${stamp}@example.com`;
  const member = `keys.member.${stamp}@example.com`;
  await enrol(page, await invitedByCli(consoleSite, owner, 'owner'), owner);

  // Signed out, the sign-in page offers the passkey in the e-mail field's autofill at once: the
  // virtual authenticator answers that request as a person choosing the passkey there would.
  const signedInAgain = page.waitForResponse((answer) =>
    answer.url().endsWith('/console/api/signin/verify'),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signedInAgain).status()).toBe(200);
  await expect(viewHeading(page, 'Leads')).toBeVisible();

  // 1. A second passkey, on a second device: the first authenticator is gone (the server excludes
  // the passkeys the owner has, so the same authenticator would refuse to make another).
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  await addVirtualAuthenticator(page);
  await openView(page, 'Account', 'Account');
  const passkeys = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Remove passkey / }) });
  await expect(passkeys).toHaveCount(1);
  await page.getByLabel('Name for the new passkey').fill('Security key');
  await page.getByLabel('Name for the new passkey').press('Enter');
  await expect(page.getByText('The passkey is added.')).toBeVisible();
  await expect(passkeys).toHaveCount(2);
  await expect(passkeys.filter({ hasText: 'Security key' })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmByKeyboard(page, 'Remove passkey Security key');
  await expect(page.getByText(accountCopy.removed)).toBeVisible();
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.filter({ hasText: 'Security key' })).toHaveCount(0);

  // 2. The owner invites a member from the browser; the link is shown to be sent by hand.
  await openView(page, 'Users', 'Users');
  await page.getByLabel('E-mail').fill(member);
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByText('The invitation link is ready.')).toBeVisible();
  const link = page.getByText(/\/console\/enrol#token=[\w-]+$/);
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  // 3. The member opens it in a browser of their own, with its own authenticator.
  const memberContext = await browser.newContext({
    baseURL: consoleSite.origin,
    reducedMotion: 'reduce',
  });
  const memberPage = await memberContext.newPage();
  await addVirtualAuthenticator(memberPage);
  await enrol(memberPage, (await link.textContent()) ?? '', member);
  // The owner comes back to Users, which asks the server afresh.
  await openView(page, 'Account', 'Account');
  await openView(page, 'Users', 'Users');
  const memberRow = page.getByRole('main').getByRole('listitem').filter({ hasText: member });
  await expect(memberRow).toContainText('1 passkey');

  // 4. The owner revokes the member; the member's next action finds them signed out.
  await confirmByKeyboard(page, `Revoke ${member}`);
  await expect(page.getByText(`${member} is revoked.`)).toBeVisible();
  // The user stays listed (a new invitation lets them back in), with no passkey left.
  await expect(memberRow).toContainText('0 passkeys');
  await memberPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Held for review' })
    .click();
  await expect(viewHeading(memberPage, 'Sign in')).toBeVisible();
  await expect(memberPage.getByText('Your session has ended. Sign in again.')).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberContext.close();
});
