import { expect, it } from 'vitest';
import { company } from '../../../client/content/company';
import { pageMeta } from '../../../client/content/pageMeta';
import { pageHeadSelector } from '../../../client/navigation/pageContent';
import {
  fontPreloadTag,
  organizationJsonLd,
  pageHeadTags,
} from '../../../server/prerender/headTags';

function elementsOf(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.children];
}

it('swaps every head tag the prerender writes per page, on pages found and not found', () => {
  for (const path of ['/', '/about', '/404']) {
    const tags = elementsOf(
      pageHeadTags({
        meta: pageMeta(path),
        url: `https://www.example.com${path}`,
        company,
        structuredData: path === '/' ? organizationJsonLd(company, 'https://x') : undefined,
      }),
    );
    expect(tags.length).toBeGreaterThan(5);
    for (const tag of tags) expect(tag.matches(pageHeadSelector), tag.outerHTML).toBe(true);
  }
});

it('leaves the head tags every page shares in place', () => {
  const [preload] = elementsOf(fontPreloadTag('/assets/inter.woff2'));
  expect(preload?.matches(pageHeadSelector)).toBe(false);
  for (const shared of elementsOf(
    '<meta charset="UTF-8"><meta name="viewport" content="width=device-width"><meta name="theme-color" content="#02225B"><style>p{}</style><script type="application/json" id="island-modules">[]</script>',
  )) {
    expect(shared.matches(pageHeadSelector), shared.outerHTML).toBe(false);
  }
});
