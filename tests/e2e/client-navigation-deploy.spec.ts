import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNewDocument, markDocument } from './support/clientNavigation';
import { waitForHydration } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

/** Serves `path` as the build before a deploy wrote it: another build id, without `missing`. */
async function openBeforeDeploy(page: Page, path: string, missing: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(`"${missing}",`, '')
      .replace(/data-build="[^"]*"/, 'data-build="previous-build"');
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
  await waitForHydration(page);
  await markDocument(page);
}

test('a tab opened before a deploy loads a page its build did not know, not the not-found page', async ({
  page,
}) => {
  await openBeforeDeploy(page, '/about', '/privacy');
  await footerLink(page, 'Privacy Policy').click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
  await expectNewDocument(page);
});

test('content written by another build is not shown: the page loads instead', async ({ page }) => {
  await page.route('**/about/index.json', async (route) => {
    const response = await route.fetch();
    const content = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...content, build: 'next-build' } });
  });
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  await footerLink(page, 'About').click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  await expectNewDocument(page);
});
