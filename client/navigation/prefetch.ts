import { linkPageUrl } from './linkRules';
import { mayPrefetch, type ConnectionHints } from './prefetchPolicy';

/** Long enough to skip a pointer crossing a link on its way elsewhere, short next to a click. */
const hoverDelayMs = 65;

function linkUrlOf(event: Event): URL | undefined {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? linkPageUrl(link, location) : undefined;
}

/**
 * Starts loading a page when the visitor shows they are about to open it: the pointer rests on
 * its link, the link gets keyboard focus, or a finger lands on it (about 100 ms before the click).
 */
export function prefetchOnIntent(prefetch: (url: URL) => void): void {
  const allowed = () =>
    mayPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection);
  const now = (event: Event) => {
    const url = allowed() && linkUrlOf(event);
    if (url) prefetch(url);
  };
  let hover: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('mouseover', (event) => {
    const url = allowed() && linkUrlOf(event);
    if (!url) return;
    clearTimeout(hover);
    hover = setTimeout(() => prefetch(url), hoverDelayMs);
  });
  document.addEventListener('mouseout', () => clearTimeout(hover));
  document.addEventListener('focusin', now);
  document.addEventListener('touchstart', now, { passive: true });
}
