import type { Page, Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { contactForm } from './support/contactForm';
import { e2eServer } from './support/e2eServer';
import { gotoHydrated } from './support/hydration';
import { withStore } from './support/leadStore';
import { expect, test } from './support/test';

test.use({
  viewport: { width: 1300, height: 800 },
  // The headless shell names itself in its client hints, and the server rightly counts it as a
  // bot (takeBeacon.ts): the visitor played here is a person's Chromium, which says what this says.
  extraHTTPHeaders: { 'sec-ch-ua': '"Chromium";v="156", "Not-A.Brand";v="24"' },
});

const beaconsOf = (page: Page): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/beacon') sent.push(request);
  });
  return sent;
};

/** The rows this visit made: its campaign tag is its own. */
const rowsOf = (campaign: string) =>
  withStore(e2eServer.dataDir, (store) =>
    store.db
      .selectFrom('insight_views')
      .selectAll()
      .where('utm_campaign', '=', campaign)
      .orderBy('received_at')
      .execute(),
  );

/**
 * What a tab switch or close does to the page: the beacon and web-vitals listen for it. Headless
 * Chromium keeps every page visible, so the test says it is hidden, with an event that bubbles
 * as the browser's own does.
 */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

async function visitThreePages(page: Page, campaign: string): Promise<void> {
  await gotoHydrated(page, `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  // The beacon loads when the page is idle.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/beacon-[^/]+\.js$/.test(entry.name)),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Contact', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await contactForm(page).name.fill('Jane');
  await hidePage(page);
}

test("a visit records its page views, the form started and the loaded page's vitals, with no cookie or storage", async ({
  page,
}) => {
  const campaign = `e2e-${randomBytes(4).toString('hex')}`;
  const sent = beaconsOf(page);

  await visitThreePages(page, campaign);

  await expect
    .poll(async () => (await rowsOf(campaign)).filter((row) => row.view === 1).length)
    .toBe(3);
  const rows = await rowsOf(campaign);
  expect(rows.filter((row) => row.view === 1).map((row) => row.path)).toEqual([
    '/',
    '/services',
    '/contact',
  ]);
  expect(rows.some((row) => row.path === '/contact' && row.form_started === 1)).toBe(true);
  // The vitals belong to the page that was loaded, each sent once, as each became known.
  for (const vital of ['lcp', 'cls', 'ttfb'] as const) {
    expect(rows.filter((row) => row[vital] !== null).map((row) => row.path)).toEqual(['/']);
  }
  expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
  expect(rows.every((row) => row.utm_source === 'newsletter' && row.device === 'desktop')).toBe(
    true,
  );
  expect(sent.every((request) => request.method() === 'POST')).toBe(true);
  expect(await page.evaluate(() => [document.cookie, localStorage.length])).toEqual(['', 0]);
});

test('a visit with Global Privacy Control sends and records nothing', async ({ page }) => {
  const campaign = `e2e-gpc-${randomBytes(4).toString('hex')}`;
  await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const sent = beaconsOf(page);

  await gotoHydrated(page, `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  // Long enough for an idle moment, when the beacon would have loaded.
  await page.waitForTimeout(2500);
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await hidePage(page);
  await page.waitForTimeout(500);

  expect(sent).toEqual([]);
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\/beacon-/.test(entry.name)),
    ),
  ).toEqual([]);
  expect(await rowsOf(campaign)).toEqual([]);
});
