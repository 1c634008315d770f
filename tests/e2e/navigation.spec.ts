import { expect, test } from './support/test';
import { company } from '../../client/content/company';
import { gotoHydrated } from './support/hydration';
import { linkOrButton } from './support/navigation';
import { apostrophe, serviceIds } from './support/siteRoutes';

test.use({ viewport: { width: 1300, height: 800 } });

test('header links lead to each page and mark the current one', async ({ page }) => {
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');
  const journey = [
    { name: 'About', path: '/about' },
    { name: 'Services', path: '/services' },
    { name: 'Contact', path: '/contact' },
    { name: 'Home', path: '/' },
  ];
  const navLink = (name: string) => header.getByRole('link', { name, exact: true });
  for (const { name, path } of journey) {
    await navLink(name).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const other of journey) {
      const current = navLink(other.name);
      if (other.name === name) await expect(current).toHaveAttribute('aria-current', 'page');
      else await expect(current).not.toHaveAttribute('aria-current', /./);
    }
  }
});

test('the header logo leads home', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await expect(page).toHaveURL('/');
});

test('every service card leads to its detail page', async ({ page }) => {
  await gotoHydrated(page, '/services');
  const grid = page.getByTestId('service-grid');
  await expect(grid.getByText('Learn More', { exact: true })).toHaveCount(serviceIds.length);
  for (const id of serviceIds) {
    await expect(grid.locator(`a[href="/services/${id}"]`).first()).toBeVisible();
  }
  await grid.getByText('Learn More', { exact: true }).nth(1).click();
  await expect(page).toHaveURL(`/services/${serviceIds[1]}`);
  await expect(page.getByRole('heading', { name: 'Key Features', exact: true })).toBeVisible();
});

test('Back to Services returns to the list', async ({ page }) => {
  await gotoHydrated(page, `/services/${serviceIds[0]}`);
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByTestId('service-grid')).toBeVisible();
});

test("Let's Build Something Great Together leads to the contact page", async ({ page }) => {
  await gotoHydrated(page, '/');
  await linkOrButton(page, apostrophe("Let's Build Something Great Together")).click();
  await expect(page).toHaveURL('/contact');
});

test('footer Quick Links navigate and the e-mail is a mailto link', async ({ page }) => {
  await gotoHydrated(page, '/privacy');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator(`a[href="mailto:${company.email}"]`)).toBeVisible();
  for (const { name, path } of [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'About', path: '/about' },
    { name: 'Contact', path: '/contact' },
  ]) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
});

test('hero Get Started scrolls to the Get Started section and focuses it', async ({ page }) => {
  await gotoHydrated(page, '/');
  await linkOrButton(page.getByRole('main'), 'Get Started').click();
  const section = page.getByRole('heading', { name: 'Get Started', exact: true });
  await expect(section).toBeInViewport();
  await expect
    .poll(() =>
      section.evaluate((heading) => {
        const focused = document.activeElement;
        return Boolean(focused && (focused === heading || focused.contains(heading)));
      }),
    )
    .toBe(true);
});

test('the skip link is the first Tab stop and moves focus to main', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: /skip/i });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
