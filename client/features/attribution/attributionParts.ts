/**
 * The attribution's names, limits and readers apart from its schema (attribution.ts): the capture,
 * which every page loads, and the server's /contact page use them without the schema's code.
 */

export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

/** Ad click ids, kept whole so the company can import offline conversions into the ad platform. */
export const clickIdKinds = ['gclid', 'msclkid', 'fbclid'] as const;

/** What a landing query tells of where the visit came from (the schema checks the same shape). */
interface LandingTags {
  utm?: Partial<Record<UtmKey, string>>;
  clickId?: { kind: (typeof clickIdKinds)[number]; value: string };
}

/** A landing page, a page seen, or a referrer: longer ones are cut to this. */
export const longestPath = 300;
/** A UTM value or a click id */
export const longestValue = 200;
/** Pages seen kept per visit: the first, and the latest ones. */
const pagesKept = 20;

/** The first page and the latest ones, so a long visit keeps where it began and how it ended. */
export function firstAndLatest<T>(pages: T[]): T[] {
  return pages.length <= pagesKept ? pages : [pages[0] as T, ...pages.slice(1 - pagesKept)];
}

/** A query value as the schema takes it: no control characters, trimmed, cut short; or none. */
function valueOf(query: URLSearchParams, name: string): string | undefined {
  const value = query
    .get(name)
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, longestValue);
  return value || undefined;
}

/** The landing query's UTM tags and the first ad click id; every other parameter is left out. */
export function tagsOf(query: URLSearchParams): LandingTags {
  const utm = Object.fromEntries(
    utmKeys.flatMap((key) => {
      const value = valueOf(query, `utm_${key}`);
      return value === undefined ? [] : [[key, value]];
    }),
  );
  const kind = clickIdKinds.find((name) => valueOf(query, name) !== undefined);
  return {
    ...(Object.keys(utm).length > 0 && { utm }),
    ...(kind && { clickId: { kind, value: valueOf(query, kind) as string } }),
  };
}

/**
 * The referrer as kept: origin and path, never the query or fragment (they may carry what the
 * visitor searched for or who they are); none for the site's own pages or a non-web referrer.
 */
export function referrerOf(referrer: string, ...siteOrigins: string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || siteOrigins.includes(url.origin)) return undefined;
  return (url.origin + url.pathname).slice(0, longestPath);
}
