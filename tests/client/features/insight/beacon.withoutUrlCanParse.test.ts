import { expect, it, vi } from 'vitest';
import { startBeacon } from '../../../../client/features/insight/beacon';

// iOS Safari before 17 (the site serves Safari 14 up: vite.config.ts's browserTargets) has no
// URL.canParse; the visit must still be counted there.
it('counts the page view on a browser without URL.canParse', () => {
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { canParse: undefined }));
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }));
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(document, 'referrer', {
    configurable: true,
    value: 'https://www.google.com/',
  });

  startBeacon(`${location.origin}/contact?utm_source=news`, (listener) => listener('/contact'));
  window.dispatchEvent(new Event('pagehide'));

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
  expect(JSON.parse(body)).toMatchObject({
    path: '/contact',
    view: true,
    referrer: 'https://www.google.com',
    utm: { source: 'news' },
  });
  vi.unstubAllGlobals();
});
