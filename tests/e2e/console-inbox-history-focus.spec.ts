import { addVirtualAuthenticator, test } from './support/consoleSite';
import { enrol, invitedByCli } from './support/consoleViews';
import { expect } from './support/test';

// The filter form is remounted from the URL on Back and Forward: Chromium drops the focus of a
// removed control on the page's body, where the next Tab would start from the top of the console.
test('Back and Forward leave the focus on the filter form’s control, or the nearest one shown', async ({
  page,
  consoleSite,
}) => {
  await addVirtualAuthenticator(page);
  const owner = `owner.${Date.now().toString(36)}@example.com`;
  await enrol(page, await invitedByCli(consoleSite, owner, 'owner'), owner);
  const form = page.getByRole('search', { name: 'Find leads' });
  const search = form.getByRole('searchbox', { name: 'Search' });
  const more = form.getByText('More filters: source, campaign, dates');
  const source = form.getByRole('textbox', { name: 'Source' });

  await more.click();
  await source.fill('google');
  await source.press('Enter');
  await expect(page).toHaveURL(/\?source=google$/);

  await search.focus();
  await page.goBack();
  await expect(page).not.toHaveURL(/source=/);
  await expect(source).toBeHidden();
  await expect(search).toBeFocused();

  // Forward opens "More filters" again, with the field in it.
  await page.goForward();
  await expect(source).toHaveValue('google');
  await expect(search).toBeFocused();

  // Back closes "More filters": its summary, the nearest control shown, takes the focus.
  await source.focus();
  await page.goBack();
  await expect(source).toBeHidden();
  await expect(more).toBeFocused();
});
