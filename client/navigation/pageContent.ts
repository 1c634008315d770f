import { mainId } from '../components/layout/landmarks';
import { notFoundPathFor } from '../content/notFoundPaths';

/** What changes from page to page: the head tags the page owns and the content of `<main>`. */
export interface PageContent {
  head: string;
  main: string;
}

/**
 * The head elements a page owns (pageHeadTags in the prerender writes exactly these); the rest of
 * the head (charset, viewport, the inline stylesheet, the boot script, the font) is the same on
 * every page and stays.
 */
export const pageHeadSelector = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(',');

/** The id of the JSON list of the site's pages (status 200) that the prerender puts in each page. */
export const sitePagesId = 'site-pages';

export function readSitePages(document: Document): ReadonlySet<string> | undefined {
  const list = document.getElementById(sitePagesId)?.textContent;
  return list ? new Set(JSON.parse(list) as string[]) : undefined;
}

/**
 * Where the prerender writes each page's content beside its HTML: /about/index.html has
 * /about/index.json. A path that is no page shows its section's not-found page, as the server
 * answers it, without a request that fails (and logs an error) first.
 */
export function contentUrl(url: URL, sitePages: ReadonlySet<string> | undefined): string {
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const page = !sitePages || sitePages.has(path) ? path : notFoundPathFor(path);
  return `${page === '/' ? '' : page}/index.json`;
}

/** The page content of a whole HTML document: the development server and not-found answers. */
export function contentOfDocument(document: Document): PageContent | undefined {
  const main = document.getElementById(mainId);
  if (!main) return undefined;
  const head = [...document.head.querySelectorAll(pageHeadSelector)];
  return { head: head.map((element) => element.outerHTML).join(''), main: main.innerHTML };
}

function isPageContent(value: unknown): value is PageContent {
  const content = value as PageContent | null;
  return typeof content?.head === 'string' && typeof content.main === 'string';
}

const timeoutMs = 5000;

/**
 * Fetches a page's content: the prerender's JSON in production, the whole document where there is
 * none (`npm run dev`, and the not-found page an unknown path answers with). Anything else (a
 * network error, a timeout, a 5xx, an answer that is no page) rejects: the caller then loads the
 * page as a link would.
 */
export async function fetchPageContent(
  url: URL,
  sitePages?: ReadonlySet<string>,
): Promise<PageContent> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(import.meta.env.DEV ? url.pathname : contentUrl(url, sitePages), {
      headers: { accept: import.meta.env.DEV ? 'text/html' : 'application/json, text/html' },
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('application/json')) {
      const content: unknown = await response.json();
      if (isPageContent(content)) return content;
    } else if ((response.ok || response.status === 404) && type.startsWith('text/html')) {
      const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
      const content = contentOfDocument(parsed);
      if (content) return content;
    }
    throw new Error(`${url.pathname} answered ${response.status} ${type}, not a page`);
  } finally {
    clearTimeout(timer);
  }
}
