import { describe, expect, it } from 'vitest';
import {
  attributionSchema,
  sourceOf,
  type Attribution,
} from '../../../../client/features/attribution/attribution';

const visit: Attribution = {
  landingPage: '/',
  referrer: 'https://www.linkedin.com/feed/',
  utm: {
    source: 'newsletter',
    medium: 'email',
    campaign: 'spring-2026',
    term: 'erp',
    content: 'a',
  },
  clickId: { kind: 'gclid', value: 'Cj0KCQiA-abc_123' },
  pagesSeen: ['/', '/services', '/contact'],
  secondsToSend: 312,
};

const parsed = (value: unknown) => attributionSchema.safeParse(value);

describe('attributionSchema', () => {
  it('keeps a whole attribution as it came, unknown keys left out', () => {
    expect(parsed({ ...visit, cookie: 'x' }).data).toEqual(visit);
  });

  it('drops each bad part and keeps the rest', () => {
    const result = parsed({
      landingPage: '/services',
      referrer: 'https://www.google.com/search?q=acme+inc',
      utm: { source: 'news\nletter', medium: 'email', campaign: 'x'.repeat(201), term: 7 },
      clickId: { kind: 'yclid', value: 'abc' },
      pagesSeen: ['/services', '/about?ref=1', 42, '/contact', 'https://evil.test/'],
      secondsToSend: -1,
    });
    expect(result.data).toEqual({
      landingPage: '/services',
      utm: { medium: 'email' },
      pagesSeen: ['/services', '/contact'],
    });
  });

  it('drops UTM tags of which nothing is left, and pages seen that are not a list', () => {
    expect(parsed({ landingPage: '/', utm: { source: '\u001b[2J' }, pagesSeen: '/' }).data).toEqual(
      { landingPage: '/', pagesSeen: [] },
    );
  });

  it('keeps the first page seen and the latest ones, twenty in all', () => {
    const pages = Array.from({ length: 30 }, (_, index) => `/page-${index}`);
    const kept = parsed({ landingPage: '/page-0', pagesSeen: pages }).data?.pagesSeen;
    expect(kept).toEqual(['/page-0', ...pages.slice(11)]);
  });

  it('takes nothing without a landing page that is a path alone', () => {
    for (const landingPage of [undefined, '', 'https://site.test/', '/?utm_source=x', '/a#b']) {
      expect(parsed({ landingPage, pagesSeen: [] }).success, String(landingPage)).toBe(false);
    }
    expect(parsed('{"landingPage":"/"}').success).toBe(false);
  });
});

describe('sourceOf', () => {
  it('names the UTM tags first', () => {
    expect(sourceOf(visit)).toBe('newsletter / email / spring-2026');
    expect(sourceOf({ landingPage: '/', utm: { campaign: 'fall' }, pagesSeen: [] })).toBe('fall');
  });

  it('then the ad platform of a click id, then the referrer’s host', () => {
    expect(sourceOf({ ...visit, utm: undefined })).toBe('Google Ads');
    expect(sourceOf({ ...visit, utm: undefined, clickId: undefined })).toBe('www.linkedin.com');
  });

  it('says "direct" for a lead with no known source', () => {
    expect(sourceOf(undefined)).toBe('direct');
    expect(sourceOf(null)).toBe('direct');
    expect(sourceOf({ landingPage: '/contact', pagesSeen: ['/contact'] })).toBe('direct');
  });
});
