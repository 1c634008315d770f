import type { Company } from '../../client/content/company';
import type { PageMeta } from '../../client/content/pageMeta';
import { escapeHtml } from '../escapeHtml';
import { jsonScriptText } from './inlineAssets';

interface PageHeadInput {
  meta: PageMeta;
  url: string;
  company: Company;
  structuredData?: object;
}

/**
 * The head tags that differ from page to page, which client-side navigation swaps (its
 * pageHeadSelector matches each of them).
 */
export function pageHeadTags({ meta, url, company, structuredData }: PageHeadInput): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.status === 200
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (structuredData) {
    // JSON-LD is data, not script: CSP does not apply.
    tags.push(`<script type="application/ld+json">${jsonScriptText(structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

/** The one font the first paint uses: fetched with the HTML, not when the first layout asks. */
export function fontPreloadTag(fontUrl: string): string {
  return `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin />`;
}

export function organizationJsonLd(company: Company, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: { '@type': 'PostalAddress', ...company.address },
  };
}
