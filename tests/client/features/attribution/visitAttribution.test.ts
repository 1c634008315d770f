import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/**
 * Each page load is a fresh document: the module loaded anew, with the tab's sessionStorage
 * kept, the load's URL and type in its navigation entry, and its referrer.
 */
async function load(url: string, { referrer = '', type = 'navigate' } = {}) {
  vi.resetModules();
  history.replaceState(null, '', url);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: location.href, type } as PerformanceNavigationTiming,
  ]);
  const { onPageShown, pageShown } = await import('../../../../client/navigation/pageShown');
  const visit = await import('../../../../client/features/attribution/visitAttribution');
  visit.startVisitAttribution(onPageShown);
  pageShown(location.pathname);
  return { ...visit, pageShown };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: performance.timeOrigin + 1000 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('records the landing page, its UTM tags and click id, the referrer and every page shown', async () => {
  const page = await load('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=G1', {
    referrer: 'https://mail.example.net/inbox?id=42',
  });
  page.pageShown('/services');
  page.pageShown('/services');
  page.pageShown('/about');
  vi.setSystemTime(performance.timeOrigin + 95_400);

  expect(page.attributionForSending()).toEqual({
    landingPage: '/',
    referrer: 'https://mail.example.net/inbox',
    utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    clickId: { kind: 'gclid', value: 'G1' },
    pagesSeen: ['/', '/services', '/about'],
    secondsToSend: 95,
  });
});

it('goes on with the visit across full page loads in the same tab, a reload included', async () => {
  const landing = await load('/?utm_source=linkedin');
  landing.pageShown('/services');
  await load('/about');
  const contact = await load('/contact');
  await load('/contact?utm_source=linkedin', { type: 'reload' });

  expect(contact.attributionForSending()).toMatchObject({
    landingPage: '/',
    utm: { source: 'linkedin' },
    pagesSeen: ['/', '/services', '/about', '/contact'],
  });
});

it('starts a new visit when a load arrives from another source', async () => {
  await load('/?utm_source=newsletter');
  const page = await load('/services', { referrer: 'https://www.bing.com/search?q=erp' });

  expect(page.attributionForSending()).toMatchObject({
    landingPage: '/services',
    referrer: 'https://www.bing.com/search',
    pagesSeen: ['/services'],
  });
  expect(page.attributionForSending()?.utm).toBeUndefined();
});

it('records the landing page even when the visitor moved on before the browser was idle', async () => {
  vi.resetModules();
  history.replaceState(null, '', '/services');
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${location.origin}/?utm_source=ads`, type: 'navigate' } as PerformanceNavigationTiming,
  ]);
  const { onPageShown, pageShown } = await import('../../../../client/navigation/pageShown');
  const visit = await import('../../../../client/features/attribution/visitAttribution');
  pageShown('/services');
  visit.startVisitAttribution(onPageShown);

  expect(visit.attributionForSending()).toMatchObject({
    landingPage: '/',
    utm: { source: 'ads' },
    pagesSeen: ['/', '/services'],
  });
});

it('keeps the visit in this tab alone: no cookie, nothing in localStorage', async () => {
  await load('/?utm_source=newsletter');

  expect(document.cookie).toBe('');
  expect(localStorage.length).toBe(0);
  expect(Object.keys(sessionStorage)).toEqual(['attribution']);
});

it('still knows the visit in this document when storage is turned off', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  const page = await load('/?utm_source=newsletter');
  page.pageShown('/contact');

  expect(page.attributionForSending()).toMatchObject({
    landingPage: '/',
    pagesSeen: ['/', '/contact'],
  });
});
