import { expect, test } from './support/test';
import { addLink, expectSameDocument, markDocument } from './support/clientNavigation';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

test('a link to a section of another page focuses that section', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await addLink(page, '/#get-started');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/#get-started');
  await expect(page.locator('#get-started')).toBeFocused();
  await expectSameDocument(page);
});

test('a link to a heading of another page focuses the heading, though headings take no focus', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await addLink(page, '/privacy#policy-contact');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/privacy#policy-contact');
  await expect(page.locator('#policy-contact')).toBeFocused();
  await expect(page.locator('#policy-contact')).toBeInViewport();
  await expectSameDocument(page);
});

test('on a page reached client-side, a link to one of its sections focuses the section', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('main')).toBeFocused();
  await addLink(page, '#policy-how-we-protect-it');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/privacy#policy-how-we-protect-it');
  await expect(page.locator('#policy-how-we-protect-it')).toBeFocused();
  await expectSameDocument(page);
});
