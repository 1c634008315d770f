import { expect, type Page } from '@playwright/test';

/**
 * Leaves a mark on the page's window: it survives a client-side navigation and is gone after a
 * document load, which is how the specs tell the two apart.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'documentMark' in window), 'a document was loaded').toBe(true);
}

export async function expectNewDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'documentMark' in window), 'no document was loaded').toBe(false);
}

/**
 * Keeps links from ever being reported in view, so that only the visitor's intent (hover, focus,
 * touch) prefetches: what the specs of those prefetches look at. Other observers work as ever.
 */
export async function linksNeverInView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observe = IntersectionObserver.prototype.observe;
    IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target) {
      if (!(target instanceof HTMLAnchorElement)) observe.call(this, target);
    };
  });
}

/** The page content requests (the prerender's JSON beside each page) made from now on. */
export function recordContentRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/index.json')) requests.push(pathname);
  });
  return requests;
}

/** Adds a link to the page, for hrefs the site itself does not link to. */
export async function addLink(
  page: Page,
  href: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  await page.evaluate(
    ({ href, attributes }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = `Test link to ${href}`;
      link.id = 'test-link';
      // Above the header and anything else, so a real pointer can reach it wherever the page is.
      link.style.cssText = 'position: fixed; left: 40%; top: 50%; z-index: 100; background: white;';
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.body.append(link);
    },
    { href, attributes },
  );
}

export function headValue(page: Page, selector: string, attribute: string) {
  return page.evaluate(
    ({ selector, attribute }) =>
      [...document.head.querySelectorAll(selector)].map((element) =>
        element.getAttribute(attribute),
      ),
    { selector, attribute },
  );
}
