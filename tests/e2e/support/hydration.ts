import type { Page } from '@playwright/test';

/**
 * Pages are static HTML with interactive islands (`[data-island]`), each its own React root. React
 * marks every element it has hydrated with an own `__reactProps$…` key: once every island's first
 * element and every control inside it carry one, clicks reach React handlers instead of the
 * static markup. Runs in the page (any driver's waitForFunction), so it uses nothing outside it.
 */
export function everyIslandHydrated(): boolean {
  const hydrated = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const islands = [...document.querySelectorAll('[data-island]')];
  return (
    islands.length > 0 &&
    islands.every((island) => {
      const first = island.firstElementChild;
      const controls = island.querySelectorAll('a, button, input, select, textarea');
      const isRoot = Object.keys(island).some((key) => key.startsWith('__reactContainer$'));
      return isRoot && (first === null || hydrated(first)) && [...controls].every(hydrated);
    })
  );
}

export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(everyIslandHydrated, undefined, { timeout: 15_000 })
    .catch((error: unknown) => {
      throw new Error(`The page at ${page.url()} never finished hydrating`, { cause: error });
    });
}

/** Opens a path in the browser and waits until React owns the prerendered markup. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until the code every page loads once idle (visit attribution, the beacon) has arrived. */
export async function waitForIdleModules(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['visitAttribution', 'beacon'].every((module) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(`/${module}-[^/]+\\.js$`).test(entry.name)),
    ),
  );
}

/** Resolves after the next painted frame, so scroll handlers and observers have run. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Jumps without smooth scrolling (the site's `scroll-behavior: smooth` would animate `scrollTo`). */
export async function scrollToY(page: Page, y: number | 'bottom'): Promise<void> {
  await page.evaluate((target) => {
    const top = target === 'bottom' ? document.documentElement.scrollHeight : target;
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await nextFrame(page);
}
