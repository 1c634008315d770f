import { screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { holdPageLoads } from '../../../client/lib/pageLoadHold';
import { onPageWithUnfetchableLink } from './unfetchablePage';

const pageLoads = onPageWithUnfetchableLink();

beforeEach(() => {
  pageLoads.length = 0;
});

/** Past the longest hold (10 s): a load the link was waiting for has been asked for by then. */
const longestHoldOver = () => vi.advanceTimersByTimeAsync(10_000);

/** A link followed while a message is on its way, for a second: its page load waits for `answer`. */
async function followLinkWhileSending() {
  let answer!: () => void;
  holdPageLoads(new Promise<void>((resolve) => (answer = resolve)));
  screen.getByRole('link', { name: 'About' }).click();
  await vi.advanceTimersByTimeAsync(1_000);
  return answer;
}

it('a link followed while a message is on its way loads its page once the message is answered', async () => {
  const answer = await followLinkWhileSending();
  expect(pageLoads).toEqual([]);

  answer();
  await vi.advanceTimersByTimeAsync(0);
  expect(pageLoads).toHaveLength(1);
});

// The visitor went on within the page (Back to an entry of it): as after a second link, the
// link left behind must not carry them off later.
it('Back within the page meanwhile cancels that page load', async () => {
  const answer = await followLinkWhileSending();
  window.dispatchEvent(new PopStateEvent('popstate'));

  answer();
  await longestHoldOver();
  expect(pageLoads).toEqual([]);
});
