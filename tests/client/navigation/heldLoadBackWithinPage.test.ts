import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { holdPageLoads } from '../../../client/lib/pageLoadHold';
import { startWithUnfetchableLink } from './unfetchablePage';

let pageLoads: string[] = [];

beforeAll(() => {
  pageLoads = startWithUnfetchableLink();
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
