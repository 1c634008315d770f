/**
 * The attribution's shape in numbers and names, apart from its schema (attribution.ts): the
 * capture, which every page loads, reads these without the schema's code.
 */
export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

/** Ad click ids, kept whole so the company can import offline conversions into the ad platform. */
export const clickIdKinds = ['gclid', 'msclkid', 'fbclid'] as const;
export type ClickIdKind = (typeof clickIdKinds)[number];

/** A landing page, a page seen, or a referrer: longer ones are cut to this. */
export const longestPath = 300;
/** A UTM value or a click id */
export const longestValue = 200;
/** Pages seen kept per visit: the first, and the latest ones. */
export const pagesKept = 20;

/** The first page and the latest ones, so a long visit keeps where it began and how it ended. */
export function firstAndLatest<T>(pages: T[]): T[] {
  return pages.length <= pagesKept ? pages : [pages[0] as T, ...pages.slice(1 - pagesKept)];
}
