import { whenIdle } from '../lib/whenIdle';
import { linkPageUrl } from './linkRules';
import { mayPrefetch, type ConnectionHints, type PrefetchReason } from './prefetchPolicy';

export type Prefetch = (url: URL, reason: PrefetchReason) => void;

/** Long enough to skip a pointer crossing a link on its way elsewhere, short next to a click. */
const hoverDelayMs = 65;

const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/** The page `link` leads to, if it may be fetched ahead for this reason now. */
function prefetchableUrl(link: unknown, reason: PrefetchReason): URL | undefined {
  if (!(link instanceof HTMLAnchorElement) || !mayPrefetch(reason, connection())) return undefined;
  return linkPageUrl(link, location);
}

const linkOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]');

/**
 * Starts loading a page when the visitor shows they are about to open it: the pointer rests on
 * its link, the link gets keyboard focus, or a finger lands on it (about 100 ms before the click).
 */
export function prefetchOnIntent(prefetch: Prefetch): void {
  const now = (reason: PrefetchReason) => (event: Event) => {
    const url = prefetchableUrl(linkOf(event), reason);
    if (url) prefetch(url, reason);
  };
  let hover: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('mouseover', (event) => {
    const url = prefetchableUrl(linkOf(event), 'hover');
    if (!url) return;
    clearTimeout(hover);
    hover = setTimeout(() => prefetch(url, 'hover'), hoverDelayMs);
  });
  document.addEventListener('mouseout', () => clearTimeout(hover));
  document.addEventListener('focusin', now('focus'));
  document.addEventListener('touchstart', now('touch'), { passive: true });
}

/**
 * Loads the pages of the links that come into view, once the main thread is idle: a phone has no
 * hover, and a finger lands only about 100 ms before its click, less than one slow-4G round trip.
 * Each link is watched until it has been in view once; links added later (a new page's, the
 * drawer's) are watched as they arrive.
 */
export function prefetchInView(prefetch: Prefetch): void {
  if (!('IntersectionObserver' in window)) return;
  const seen: Element[] = [];
  let idleQueued = false;
  const prefetchSeen = () => {
    idleQueued = false;
    for (const link of seen.splice(0)) {
      const url = link.isConnected && prefetchableUrl(link, 'view');
      if (url) prefetch(url, 'view');
    }
  };
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      seen.push(entry.target);
    }
    if (seen.length > 0 && !idleQueued) {
      idleQueued = true;
      whenIdle(prefetchSeen);
    }
  });
  const linksIn = (scope: Element | Document) => [
    ...(scope instanceof HTMLAnchorElement && scope.href ? [scope] : []),
    ...scope.querySelectorAll('a[href]'),
  ];
  for (const link of linksIn(document)) inView.observe(link);
  // A page swapped out takes its links along: unwatched, they are not kept alive.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element) for (const link of linksIn(node)) inView.unobserve(link);
      }
      for (const node of record.addedNodes) {
        if (node instanceof Element) for (const link of linksIn(node)) inView.observe(link);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
