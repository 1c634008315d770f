import { addVirtualAuthenticator, test } from './support/consoleSite';
import { viewHeading } from './support/consoleViews';
import { expect } from './support/test';

// Chromium moves the focus from a button that becomes disabled to the page's body, and nothing
// gives it back when the action fails: a keyboard user would Tab from the top again. jsdom keeps
// it, so only a real browser shows this.
test('a passkey sign-in that fails leaves the focus on the button pressed by keyboard', async ({
  page,
}) => {
  // An authenticator with no passkey for the site: the ceremony is declined, as on a device
  // never enrolled. No autofill offer, so only the button asks.
  await addVirtualAuthenticator(page);
  await page.addInitScript(() =>
    Object.assign(PublicKeyCredential, { isConditionalMediationAvailable: async () => false }),
  );
  await page.goto('/console/');
  await expect(viewHeading(page, 'Sign in')).toBeFocused();
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(signIn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'The passkey sign-in was cancelled or timed out. Try again when ready.',
  );
  await expect(signIn).toBeFocused();
});
