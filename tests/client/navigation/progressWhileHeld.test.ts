import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { holdPageLoads } from '../../../client/lib/pageLoadHold';
import { startClientNavigation } from '../../../client/navigation/clientNavigation';
import { progressBarId } from '../../../client/navigation/progressBar';

/** The page loads a script asked for: jsdom loads none, and reports each as not implemented. */
const pageLoads: string[] = [];

beforeAll(() => {
  vi.useFakeTimers();
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

afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const bar = () => document.getElementById(progressBarId);

// Up to 10 s of a link doing nothing visible, while the message it waits for gets its answer.
it('a link waiting for a message on its way shows the bar, until its page load goes', async () => {
  let answer!: () => void;
  holdPageLoads(new Promise<void>((resolve) => (answer = resolve)));
  screen.getByRole('link', { name: 'About' }).click();
  await vi.advanceTimersByTimeAsync(499);
  expect(bar()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(bar()).not.toBeNull();
  expect(pageLoads).toEqual([]);

  answer();
  await vi.advanceTimersByTimeAsync(0);
  expect(pageLoads).toHaveLength(1);
  expect(bar()).toBeNull();
});
