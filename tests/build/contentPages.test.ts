// @vitest-environment jsdom
/**
 * What CONTRIBUTING.md promises: a page route or a service added under client/ gets its
 * prerendered page, its sitemap entry and its head tags with nothing else to edit. Needs
 * `npm run build` first (npm test does it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../client/content/pageMeta';
import { services } from '../../client/content/services';
import { pageRoutes } from '../../client/routes';

const clientDir = join(import.meta.dirname, '../../dist/client');

const paths = [
  ...pageRoutes.map((route) => route.path).filter((path) => !path.includes(':')),
  ...services.map((service) => `/services/${service.id}`),
];

const sitemapPaths = new Set(
  [...readFileSync(join(clientDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc as string).pathname,
  ),
);

function prerendered(path: string): Document {
  const file = join(clientDir, path, 'index.html');
  expect(existsSync(file), `${file} is missing`).toBe(true);
  return new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
}

describe.each(paths)('%s', (path) => {
  it('is prerendered with the title and description of its content', () => {
    const head = prerendered(path).head;
    const meta = pageMeta(path);
    expect(meta.status).toBe(200);
    expect(head.querySelector('title')?.textContent).toBe(meta.title);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      meta.description,
    );
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      meta.title,
    );
    const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical && new URL(canonical).pathname).toBe(path);
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
  });

  it('is in the sitemap', () => {
    expect(sitemapPaths).toContain(path);
  });
});
