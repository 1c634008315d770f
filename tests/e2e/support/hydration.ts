import type { Page } from '@playwright/test';

/**
 * React marks every element it has hydrated with an own `__reactProps$…` key. Waiting for that on the
 * page's heading and on every link and button means the lazy page chunk has loaded and clicks now
 * reach React handlers instead of the static markup.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const elements = document.querySelectorAll('#root h1, #root a, #root button');
        return (
          elements.length > 0 &&
          [...elements].every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          )
        );
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`The page at ${page.url()} never finished hydrating`, { cause: error });
    });
}

/** Opens a path in the browser and waits until React owns the prerendered markup. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Resolves after the next painted frame, so scroll handlers and observers have run. */
export async function nextFrame(page: Page): Promise<void> {
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
