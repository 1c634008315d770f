import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { startClientNavigation } from '../../../client/navigation/clientNavigation';

const contactMain =
  '<h1>Contact</h1><form><input name="name"><textarea name="message"></textarea></form>';

/**
 * The tab's entry memories come back from sessionStorage at start, where an older build, an
 * extension or a half-written value may have left anything: what is not a memory is ignored.
 */
it('ignores stored entry memories of another shape: the page starts, and Back shows the form as served', async () => {
  history.replaceState({ entry: 'left' }, '', '/contact');
  history.pushState({ entry: 'here' }, '', '/about');
  document.body.innerHTML = '<main id="main"><h1>About</h1></main>';
  sessionStorage.setItem(
    'navigation:entries',
    JSON.stringify([null, 'here', ['left', { scroll: 'far', fields: 'Ada' }]]),
  );
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ head: '<title>Contact</title>', main: contactMain }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

  expect(() =>
    startClientNavigation({ hydrate: () => {}, unmount: () => {}, preload: () => {} }),
  ).not.toThrow();
  history.back();

  await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Contact'));
  const field = (name: string) =>
    document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
  expect([field('name'), field('message')]).toEqual(['', '']);
  vi.unstubAllGlobals();
});
