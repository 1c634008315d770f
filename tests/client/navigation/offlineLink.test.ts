import { screen, waitFor } from '@testing-library/react';
import { afterAll, expect, it, vi } from 'vitest';
import { shellCopy } from '../../../client/content/navigation';
import { startClientNavigation } from '../../../client/navigation/clientNavigation';

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * A link followed with no connection, to a page not fetched ahead: a page load would only show
 * the browser's offline page, so the visitor stays where they were, and is told why.
 */
it('stays on the page with a notice when offline, and follows the link once back online', async () => {
  history.replaceState(null, '', '/contact');
  document.body.innerHTML = '<main id="main"><h1>Contact</h1><a href="/about">About</a></main>';
  const pageLoads: string[] = [];
  const jsdomConsole = (window as unknown as { _virtualConsole: NodeJS.EventEmitter })
    ._virtualConsole;
  jsdomConsole.on('jsdomError', ({ message }: Error) => {
    if (message.includes('navigation')) pageLoads.push(message);
  });
  let online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', () =>
    online
      ? Promise.resolve(
          new Response(JSON.stringify({ head: '<title>About</title>', main: '<h1>About</h1>' }), {
            headers: { 'content-type': 'application/json' },
          }),
        )
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  startClientNavigation({ hydrate: () => {}, unmount: () => {}, preload: () => {} });

  screen.getByRole('link', { name: 'About' }).click();

  const notice = await screen.findByText(shellCopy.offline);
  // In sonner's live region, which screen readers announce.
  expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
  expect(location.pathname).toBe('/contact');
  expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  expect(pageLoads).toEqual([]);

  online = true;
  screen.getByRole('link', { name: 'About' }).click();
  await waitFor(() => expect(location.pathname).toBe('/about'));
  expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(pageLoads).toEqual([]);
});
