/** Put on a link, or on any ancestor (`<html>` for the whole site), to make its links load pages. */
export const pageLoadAttribute = 'data-page-load';

/** What a click looked like: the fields of a MouseEvent the rules read. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The fields of an anchor the rules read. */
export interface LinkElement {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
  closest(selectors: string): unknown;
}

/**
 * The URL a click on `link` should open client-side, or undefined when the browser must handle it
 * as it would without JavaScript: modified or non-primary clicks, other windows, downloads, other
 * origins and schemes, the API and the no-JS form result (under /api/), files (a dot in the last
 * segment), links opted out with `data-page-load`, and jumps within the current page.
 */
export function clientNavigationUrl(
  click: LinkClick,
  link: LinkElement,
  current: Location | URL,
): URL | undefined {
  if (click.button !== 0 || click.defaultPrevented) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  return linkPageUrl(link, current);
}

/** The page a link leads to, if client navigation may show (or prefetch) it. */
export function linkPageUrl(link: LinkElement, current: Location | URL): URL | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  if (link.closest(`[${pageLoadAttribute}]`)) return undefined;
  return sitePageUrl(link.href, current);
}

/** `href` as a page of this site that client navigation can show, or undefined. */
function sitePageUrl(href: string, current: Location | URL): URL | undefined {
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined;
  if (url.pathname.split('/').pop()?.includes('.')) return undefined;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash) return undefined;
  return url;
}
