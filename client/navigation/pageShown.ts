type PageShownListener = (path: string) => void;

const listeners = new Set<PageShownListener>();
let shownPath: string | undefined;

/** Tells the listeners which page is on screen: once at start, then after each client-side navigation. */
export function pageShown(path: string): void {
  shownPath = path;
  for (const listener of listeners) listener(path);
}

/**
 * Calls `listener` with the path (no query, no fragment) of each page shown from now on, and at
 * once with the page on screen, so code loaded late still learns where the visitor is.
 */
export function onPageShown(listener: PageShownListener): () => void {
  listeners.add(listener);
  if (shownPath !== undefined) listener(shownPath);
  return () => listeners.delete(listener);
}
