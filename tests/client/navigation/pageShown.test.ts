import { expect, it, vi } from 'vitest';
import { onPageShown, pageShown } from '../../../client/navigation/pageShown';

it('tells a listener the page on screen at once, then each page shown, until it stops listening', () => {
  pageShown('/');
  const listener = vi.fn();

  const stop = onPageShown(listener);
  pageShown('/services');
  stop();
  pageShown('/about');

  expect(listener.mock.calls).toEqual([['/'], ['/services']]);
});
