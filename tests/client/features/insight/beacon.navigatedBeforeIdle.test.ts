import { expect, it, vi } from 'vitest';
import { startBeacon } from '../../../../client/features/insight/beacon';

// The beacon loads once the page is idle; on a slow phone a tap on a link can come first. The page
// the visit landed on was shown all the same, and is a page view like any other.
it('counts the landing page when a link was followed before the beacon loaded', () => {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }));
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });

  startBeacon(`${location.origin}/`, (listener) => listener('/about'));
  window.dispatchEvent(new Event('pagehide'));

  const views = sendBeacon.mock.calls
    .map((call) => JSON.parse((call as unknown as [string, string])[1]) as { path: string })
    .filter((beacon) => (beacon as { view?: boolean }).view)
    .map((beacon) => beacon.path);
  expect(views).toEqual(['/', '/about']);
  vi.unstubAllGlobals();
});
