import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addLink, expectSameDocument, headValue, markDocument } from './support/clientNavigation';
import {
  contactForm,
  contactTexts,
  fillContactForm,
  newVisitor,
  notice,
} from './support/contactForm';
import { waitForMail } from './support/mailbox';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { serviceIds } from './support/siteRoutes';

test.use({ viewport: { width: 1300, height: 800 } });

const headerLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

async function expectHead(page: Page, title: RegExp, path: string) {
  await expect(page).toHaveTitle(title);
  expect(await headValue(page, 'link[rel="canonical"]', 'href')).toEqual([
    expect.stringMatching(new RegExp(`[^/]${path === '/' ? '/' : path}$`)),
  ]);
  expect(await headValue(page, 'meta[property="og:url"]', 'content')).toEqual([
    expect.stringMatching(new RegExp(`[^/]${path === '/' ? '/' : path}$`)),
  ]);
  expect(await headValue(page, 'meta[property="og:title"]', 'content')).toEqual([
    expect.stringMatching(title),
  ]);
  expect(await headValue(page, 'meta[name="robots"]', 'content')).toEqual([]);
}

test('links swap the page without a document load: URL, head, active link, focus, announcement', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await markDocument(page);
  const homeDescription = await headValue(page, 'meta[name="description"]', 'content');
  expect(await headValue(page, 'script[type="application/ld+json"]', 'type')).toHaveLength(1);

  await footerLink(page, 'About').click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Adapting Technology/);
  await expectHead(page, /^About Us/, '/about');
  expect(await headValue(page, 'meta[name="description"]', 'content')).not.toEqual(homeDescription);
  expect(await headValue(page, 'script[type="application/ld+json"]', 'type')).toEqual([]);
  await expect(headerLink(page, 'About')).toHaveAttribute('aria-current', 'page');
  await expect(headerLink(page, 'Home')).not.toHaveAttribute('aria-current', /./);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveAccessibleName(/^About Us/);
  await expectSameDocument(page);

  await headerLink(page, 'Services').click();
  await expect(page).toHaveURL('/services');
  await expectHead(page, /^Services/, '/services');
  await page.getByTestId('service-grid').getByText('Learn More', { exact: true }).first().click();
  await expect(page).toHaveURL(`/services/${serviceIds[0]}`);
  await expect(headerLink(page, 'Services')).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL('/services');
  await headerLink(page, 'Home').click();
  await expect(page).toHaveURL('/');
  await expectHead(page, /Sonoran Tech Partners \|/, '/');
  expect(await headValue(page, 'script[type="application/ld+json"]', 'type')).toHaveLength(1);
  await expectSameDocument(page);
});

test('the hero Get Started jump still scrolls and focuses after arriving client-side', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await headerLink(page, 'Home').click();
  await expect(page).toHaveURL('/');
  await waitForHydration(page);
  const jump = page.getByRole('main').getByRole('link', { name: 'Get Started', exact: true });
  await jump.click();
  const section = page.getByRole('heading', { name: 'Get Started', exact: true });
  await expect(section).toBeInViewport();
  // The jump is the browser's own, in the history: Back returns to the top of the same page.
  await expect(page).toHaveURL(`/${await jump.getAttribute('href')}`);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expectSameDocument(page);
});

test('an unknown path shows the not-found page, kept out of indexes, and its links lead on', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await addLink(page, '/no-such-page');
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found/);
  expect(await headValue(page, 'meta[name="robots"]', 'content')).toEqual(['noindex']);
  expect(await headValue(page, 'link[rel="canonical"]', 'href')).toEqual([]);
  await expect(headerLink(page, 'About')).not.toHaveAttribute('aria-current', /./);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Browse our services' }).click();
  await expect(page).toHaveURL('/services');
  await expectHead(page, /^Services/, '/services');
  await expectSameDocument(page);
});

test('an unknown service shows the service not-found page', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await markDocument(page);
  await addLink(page, '/services/no-such-service');
  await page.locator('#test-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  await expect(headerLink(page, 'Services')).toHaveAttribute('aria-current', 'page');
  await expectSameDocument(page);
});

test('axe finds nothing on pages reached client-side', async ({ page }) => {
  // Four full axe runs in one test: a busy machine needs more than the default 30 s.
  test.setTimeout(90_000);
  await gotoHydrated(page, '/privacy');
  await markDocument(page);
  for (const name of ['Home', 'Services', 'About', 'Contact']) {
    await footerLink(page, name).click();
    await expect(page.getByRole('main')).toBeFocused();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
  await expectSameDocument(page);
});

test('the contact form, arrived at client-side, hydrates and sends', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await headerLink(page, 'Contact').click();
  const form = contactForm(page);
  await expect(form.form).toHaveJSProperty('noValidate', true, { timeout: 10_000 });
  const visitor = newVisitor();
  await fillContactForm(form, visitor);
  await form.terms.check();
  await form.submitButton.click();
  await expect(notice(page, contactTexts.sent)).toBeVisible({ timeout: 10_000 });
  expect(await waitForMail(visitor.email)).toHaveLength(1);
  await expectSameDocument(page);
});

test('leaving a page unmounts its islands: no listener is left behind', async ({ page }) => {
  await gotoHydrated(page, '/');
  await markDocument(page);
  const session = await page.context().newCDPSession(page);
  // The beacon's and web-vitals' listeners come and go as the page idles and is used, once per
  // document: they are no island's, so they are not counted.
  const scriptUrls = new Map<string, string>();
  session.on('Debugger.scriptParsed', ({ scriptId, url }) => scriptUrls.set(scriptId, url));
  await session.send('Debugger.enable');
  const isBeacons = (scriptId: string) => scriptUrls.get(scriptId)?.includes('/beacon-') ?? false;
  const listenerCount = async () => {
    let total = 0;
    for (const expression of ['window', 'document']) {
      const { result } = await session.send('Runtime.evaluate', { expression });
      const { listeners } = await session.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId as string,
      });
      total += listeners.filter((listener) => !isBeacons(listener.scriptId)).length;
    }
    return total;
  };
  const roundTrip = async () => {
    await headerLink(page, 'Contact').click();
    await expect(contactForm(page).form).toHaveJSProperty('noValidate', true);
    await headerLink(page, 'Home').click();
    await waitForHydration(page);
  };
  await roundTrip();
  const afterOne = await listenerCount();
  await roundTrip();
  await roundTrip();
  expect(await listenerCount()).toBe(afterOne);
  await expectSameDocument(page);
});

test('without JavaScript, links load pages as before', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle(/^About Us/);
  await context.close();
});
