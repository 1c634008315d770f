import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  expectSameDocument,
  linksNeverInView,
  markDocument,
  recordContentRequests,
} from './support/clientNavigation';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test('hovering a link fetches its page once; the click then needs no request', async ({ page }) => {
  await linksNeverInView(page);
  await gotoHydrated(page, '/');
  await markDocument(page);
  const requests = recordContentRequests(page);
  const loaded = page.waitForResponse('**/about/index.json');
  await footerLink(page, 'About').hover();
  await loaded;
  expect(requests).toEqual(['/about/index.json']);
  await footerLink(page, 'About').click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  expect(requests).toEqual(['/about/index.json']);
  await expectSameDocument(page);
});

test('focusing a link fetches its page, and the contact form code with it', async ({ page }) => {
  await linksNeverInView(page);
  await gotoHydrated(page, '/about');
  const formChunk = page.waitForRequest(/\/assets\/ContactForm-.*\.js$/);
  const loaded = page.waitForResponse('**/contact/index.json');
  await footerLink(page, 'Contact').focus();
  await loaded;
  await formChunk;
});

test('nothing is prefetched when the visitor asked to save data', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g' }),
    }),
  );
  await gotoHydrated(page, '/');
  const requests = recordContentRequests(page);
  await footerLink(page, 'About').hover();
  await footerLink(page, 'Services').focus();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await footerLink(page, 'About').click();
  await expect(page).toHaveURL('/about');
  expect(requests).toEqual(['/about/index.json']);
});
