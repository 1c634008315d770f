import { expect, it } from 'vitest';
import { contentUrl } from '../../../client/navigation/pageContent';

const sitePages = new Set(['/', '/about', '/services', '/services/cloud-consulting']);
const of = (path: string, pages: ReadonlySet<string> | undefined) =>
  contentUrl(new URL(path, 'https://www.example.com'), pages);

it("finds a page's content beside its HTML", () => {
  expect(of('/', sitePages)).toBe('/index.json');
  expect(of('/about', sitePages)).toBe('/about/index.json');
  expect(of('/about/', sitePages)).toBe('/about/index.json');
  expect(of('/services/cloud-consulting?ref=x#top', sitePages)).toBe(
    '/services/cloud-consulting/index.json',
  );
});

it('shows the not-found page of the section for a path that is no page', () => {
  expect(of('/no-such-page', sitePages)).toBe('/404/index.json');
  expect(of('/about/team', sitePages)).toBe('/404/index.json');
  expect(of('/services/no-such-service', sitePages)).toBe('/services/not-found/index.json');
});

it('without the list of pages, asks for the path (the server answers a miss with its not-found page)', () => {
  expect(of('/no-such-page', undefined)).toBe('/no-such-page/index.json');
});
