import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { endProgress, progressBarId, startProgress } from '../../../client/navigation/progressBar';

const bars = () => document.querySelectorAll(`#${progressBarId}`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  endProgress();
  vi.useRealTimers();
});

it('shows nothing for a page change done within half a second', () => {
  startProgress();
  vi.advanceTimersByTime(499);
  endProgress();
  vi.advanceTimersByTime(10_000);
  expect(bars()).toHaveLength(0);
});

it('shows the bar, hidden from screen readers, from half a second until the change ends', () => {
  startProgress();
  vi.advanceTimersByTime(499);
  expect(bars()).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(bars()).toHaveLength(1);
  expect(bars()[0]).toHaveAttribute('aria-hidden', 'true');

  endProgress();
  expect(bars()).toHaveLength(0);
});

it('a change started during another keeps its wait and its one bar', () => {
  startProgress();
  vi.advanceTimersByTime(300);
  startProgress();
  vi.advanceTimersByTime(200);
  expect(bars()).toHaveLength(1);
  startProgress();
  vi.advanceTimersByTime(500);
  expect(bars()).toHaveLength(1);

  endProgress();
  expect(bars()).toHaveLength(0);
});
