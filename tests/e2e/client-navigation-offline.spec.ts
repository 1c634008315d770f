import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { shellCopy } from '../../client/content/navigation';
import { expectSameDocument, linksNeverInView, markDocument } from './support/clientNavigation';
import { acceptProvokedFailure } from './support/contactForm';
import { gotoHydrated, waitForIdleModules } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const privacyLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true });

// A link followed with no connection, to a page not fetched ahead (links are never in view here).
test('offline, a link keeps the visitor on the page with a notice; back online, it works', async ({
  page,
  context,
  pageGuards,
}) => {
  await linksNeverInView(page);
  await gotoHydrated(page, '/contact');
  // What loads once the page is idle would fail offline too, and that is not this test's.
  await waitForIdleModules(page);
  // The visitor has been at the form: its notices are on the page.
  await page.getByLabel('Name').focus();
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await markDocument(page);

  await context.setOffline(true);
  await privacyLink(page).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    shellCopy.offline,
  );
  await expect(privacyLink(page)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/contact');
  await expectSameDocument(page);

  await context.setOffline(false);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy$/);
  await expectSameDocument(page);
  acceptProvokedFailure(pageGuards, /ERR_INTERNET_DISCONNECTED/, 4);
});

// Sonner comes with the form: on a visit that never used it, the notice is the browser's alert.
test('offline on a visit whose notices never loaded, the notice is an alert, and the page stays', async ({
  page,
  context,
  pageGuards,
}) => {
  await linksNeverInView(page);
  await gotoHydrated(page, '/about');
  await waitForIdleModules(page);
  await markDocument(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await context.setOffline(true);
  await privacyLink(page).click();

  await expect.poll(() => alerts).toEqual([shellCopy.offline]);
  expect(new URL(page.url()).pathname).toBe('/about');
  await expectSameDocument(page);
  acceptProvokedFailure(pageGuards, /ERR_INTERNET_DISCONNECTED/, 4);
});
