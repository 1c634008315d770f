import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { addLink, expectSameDocument, markDocument } from './support/clientNavigation';
import { contactForm } from './support/contactForm';
import { drawerPanel, menuButton } from './support/drawer';
import { gotoHydrated, scrollToY, waitForHydration } from './support/hydration';

test.use({ viewport: { width: 1300, height: 800 } });

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top; Back and Forward return to where the visitor was', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await scrollToY(page, 900);
  const aboutScroll = await scrollY(page);
  expect(aboutScroll).toBeGreaterThan(800);

  // The header is fixed at this depth: its link is clicked where the visitor is.
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL('/services');
  await expect.poll(() => scrollY(page)).toBe(0);
  await scrollToY(page, 400);

  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  await expect.poll(() => scrollY(page)).toBe(aboutScroll);

  await page.goForward();
  await expect(page).toHaveURL('/services');
  await expect.poll(() => scrollY(page)).toBe(400);
  await expectSameDocument(page);
});

test('a link to a section of another page lands on that section', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await addLink(page, '/#get-started');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/#get-started');
  await expect(page.locator('#get-started')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await expectSameDocument(page);
});

test('text typed into the contact form is still there after leaving and coming Back', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await markDocument(page);
  const form = contactForm(page);
  await form.name.fill('Grace Hopper');
  await form.message.fill('Half-written message');
  await form.terms.check();
  await footerLink(page, 'Privacy Policy').click();
  await expect(page).toHaveURL('/privacy');

  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect(form.name).toHaveValue('Grace Hopper');
  await expect(form.message).toHaveValue('Half-written message');
  await expect(form.terms).toBeChecked();
  // Hydrated around the restored text: the form sends what it shows.
  await expect(form.form).toHaveJSProperty('noValidate', true);
  await expect(form.name).toHaveValue('Grace Hopper');
  await expectSameDocument(page);
});

test('a reload keeps the scroll position of a page reached client-side', async ({ page }) => {
  await gotoHydrated(page, '/');
  await footerLink(page, 'About').click();
  await expect(page).toHaveURL('/about');
  await scrollToY(page, 700);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(700);
});

test('Back after a reload returns to where the visitor left the page before', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await scrollToY(page, 900);
  const aboutScroll = await scrollY(page);
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL('/services');
  // The reload takes the document that remembered where /about was left.
  await page.reload();
  await waitForHydration(page);
  await page.goBack();
  await expect(page).toHaveURL('/about');
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(aboutScroll);
});

test('text typed into the contact form is still there on Back after a reload', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = contactForm(page);
  await form.name.fill('Grace Hopper');
  await form.message.fill('Half-written message');
  await form.terms.check();
  await footerLink(page, 'Privacy Policy').click();
  await expect(page).toHaveURL('/privacy');
  await page.reload();
  await waitForHydration(page);

  await page.goBack();
  await expect(page).toHaveURL('/contact');
  await expect(form.name).toHaveValue('Grace Hopper');
  await expect(form.message).toHaveValue('Half-written message');
  await expect(form.terms).toBeChecked();
});

test('a double tap on a link adds one history entry: Back returns to the page it was on', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const about = footerLink(page, 'About');
  // Prefetched (in view, or on the hover), as a link a visitor taps usually is.
  await about.hover();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/about/index.json')),
      ),
    )
    .toBe(true);
  const entries = await page.evaluate(() => history.length);
  // The second tap comes while the first page is shown but not yet in the history (its entry
  // waits for the first frame): on a slow phone that is tens of milliseconds.
  await about.evaluate((link: HTMLAnchorElement) => {
    link.click();
    setTimeout(() => link.click());
  });
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.goBack();
  await expect(page).toHaveURL('/');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a drawer link navigates client-side, closes the drawer and focuses the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await markDocument(page);
    await menuButton(page).click();
    await expect(drawerPanel(page)).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expectSameDocument(page);
  });

  test('Back while the drawer is open closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await markDocument(page);
    await footerLink(page, 'About').click();
    await expect(page).toHaveURL('/about');
    await menuButton(page).click();
    await expect(drawerPanel(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectSameDocument(page);
  });
});
