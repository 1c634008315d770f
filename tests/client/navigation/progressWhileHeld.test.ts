import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { holdPageLoads } from '../../../client/lib/pageLoadHold';
import { progressBarId } from '../../../client/navigation/progressBar';
import { onPageWithUnfetchableLink } from './unfetchablePage';

const pageLoads = onPageWithUnfetchableLink();

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
