import { mainId } from '../components/layout/landmarks';
import { notFoundPathFor } from '../content/notFoundPaths';

/** What changes from page to page: the head tags the page owns and the content of `<main>`. */
export interface PageContent {
  head: string;
  main: string;
  /** The build that wrote it (none in `npm run dev`): a page shows only its own build's content. */
  build?: string;
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

/**
 * The id of the JSON list of the site's pages (status 200) that the prerender puts in each page,
 * with the build's id in its `data-build`.
 */
export const sitePagesId = 'site-pages';

/** What a page knows about the site it belongs to: its pages and the build that wrote them. */
export interface Site {
  pages?: ReadonlySet<string>;
  build?: string;
}

export function readSite(document: Document): Site {
  const element = document.getElementById(sitePagesId);
  const list = element?.textContent;
  return {
    pages: list ? new Set(JSON.parse(list) as string[]) : undefined,
    build: element?.dataset.build,
  };
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
  return {
    head: head.map((element) => element.outerHTML).join(''),
    main: main.innerHTML,
    build: readSite(document).build,
  };
}

function isPageContent(value: unknown): value is PageContent {
  const content = value as PageContent | null;
  return (
    typeof content?.head === 'string' &&
    typeof content.main === 'string' &&
    ['string', 'undefined'].includes(typeof content.build)
  );
}

const timeoutMs = 5000;

async function contentOfResponse(response: Response): Promise<PageContent | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('application/json')) {
    const content: unknown = await response.json();
    return isPageContent(content) ? content : undefined;
  }
  if ((response.ok || response.status === 404) && type.startsWith('text/html')) {
    return contentOfDocument(new DOMParser().parseFromString(await response.text(), 'text/html'));
  }
  return undefined;
}

/**
 * Fetches a page's content: the prerender's JSON in production, the whole document where there is
 * none (`npm run dev`, and the not-found page an unknown path answers with). Anything else (a
 * network error, a timeout, a 5xx, an answer that is no page) rejects: the caller then loads the
 * page as a link would. So does content of another build than `site`'s: after a deploy, a tab
 * opened before it knows the old build's pages and scripts, and only a page load brings the new.
 */
export async function fetchPageContent(url: URL, site: Site): Promise<PageContent> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(import.meta.env.DEV ? url.pathname : contentUrl(url, site.pages), {
      headers: { accept: import.meta.env.DEV ? 'text/html' : 'application/json, text/html' },
      signal: controller.signal,
    });
    const content = await contentOfResponse(response);
    if (!content) throw new Error(`${url.pathname} answered ${response.status}, not a page`);
    if (content.build !== site.build) {
      throw new Error(`${url.pathname} is of build ${content.build}, this page of ${site.build}`);
    }
    return content;
  } finally {
    clearTimeout(timer);
  }
}
