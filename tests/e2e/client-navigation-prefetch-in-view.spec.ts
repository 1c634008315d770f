import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  expectSameDocument,
  markDocument,
  recordContentRequests,
} from './support/clientNavigation';
import { gotoHydrated, scrollToY } from './support/hydration';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

const contentOf = (path: string) => (path === '/' ? '/index.json' : `${path}/index.json`);

/**
 * The pages of the site's links on screen now, the page shown excepted: it needs no fetch. The
 * closed drawer's links are rendered, but invisible and beside the screen.
 */
function pagesLinkedInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paths = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const onScreen =
          box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
        return onScreen && link.checkVisibility({ visibilityProperty: true });
      })
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path !== location.pathname);
    return [...new Set(paths)];
  });
}

/** Long past the first idle moment of a page that settled: whatever it prefetches has started. */
async function idle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test('links in view are prefetched once when the page is idle, links scrolled to as they come', async ({
  page,
}) => {
  const requests = recordContentRequests(page);
  await gotoHydrated(page, '/about');
  await idle(page);
  const first = (await pagesLinkedInView(page)).map(contentOf).sort();
  expect(first.length).toBeGreaterThan(0);
  expect([...requests].sort()).toEqual(first);

  await scrollToY(page, 'bottom');
  await idle(page);
  const footer = (await pagesLinkedInView(page)).map(contentOf);
  expect(footer).toContain('/privacy/index.json');
  expect(requests).toEqual(expect.arrayContaining(footer));
  await scrollToY(page, 0);
  await scrollToY(page, 'bottom');
  await idle(page);
  expect(requests, 'each page once').toEqual([...new Set(requests)]);
});

test('links opted out of client navigation are never prefetched', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('footer')?.setAttribute('data-page-load', ''),
    ),
  );
  const requests = recordContentRequests(page);
  await gotoHydrated(page, '/about');
  await scrollToY(page, 'bottom');
  await idle(page);
  expect(requests).not.toContain('/privacy/index.json');
});

test('under Save-Data nothing is prefetched ahead; a finger on a link fetches it', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g' }),
    }),
  );
  const requests = recordContentRequests(page);
  await gotoHydrated(page, '/about');
  await markDocument(page);
  await scrollToY(page, 'bottom');
  await idle(page);
  expect(requests).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).tap();
  await expect(page).toHaveURL('/privacy');
  expect(requests).toEqual(['/privacy/index.json']);
  await expectSameDocument(page);
});

test('a tap on a prefetched link makes no request for content', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await markDocument(page);
  const prefetched = page.waitForResponse('**/privacy/index.json');
  await scrollToY(page, 'bottom');
  await prefetched;
  const requests = recordContentRequests(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).tap();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
  expect(requests).toEqual([]);
  await expectSameDocument(page);
});
