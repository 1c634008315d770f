import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { holdPageLoads } from '../../../client/lib/pageLoadHold';
import { startClientNavigation } from '../../../client/navigation/clientNavigation';

/** The page loads a script asked for: jsdom loads none, and reports each as not implemented. */
const pageLoads: string[] = [];

beforeAll(() => {
  history.replaceState(null, '', '/contact');
  document.body.innerHTML = '<main id="main"><a href="/about">About</a></main>';
  const jsdomConsole = (window as unknown as { _virtualConsole: NodeJS.EventEmitter })
    ._virtualConsole;
  jsdomConsole.on('jsdomError', ({ message }: Error) => {
    if (message.includes('navigation')) pageLoads.push(message);
  });
  // The next page cannot be shown in place (a deploy, a failed fetch): the link loads it instead.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  startClientNavigation({ hydrate: () => {}, unmount: () => {}, preload: () => {} });
});

afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  pageLoads.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A link followed while a message is on its way: its page load waits for `answer`. */
async function followLinkWhileSending() {
  let answer!: () => void;
  holdPageLoads(new Promise<void>((resolve) => (answer = resolve)));
  screen.getByRole('link', { name: 'About' }).click();
  await settle();
  return answer;
}

it('a link followed while a message is on its way loads its page once the message is answered', async () => {
  const answer = await followLinkWhileSending();
  expect(pageLoads).toEqual([]);

  answer();
  await settle();
  expect(pageLoads).toHaveLength(1);
});

// The visitor went on within the page (Back to an entry of it): as after a second link, the
// link left behind must not carry them off later.
it('Back within the page meanwhile cancels that page load', async () => {
  const answer = await followLinkWhileSending();
  window.dispatchEvent(new PopStateEvent('popstate'));

  answer();
  await settle();
  expect(pageLoads).toEqual([]);
});
