import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import HomePage from '../../../client/pages/HomePage';
import { renderPage } from './renderPage';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }));
});

afterEach(() => vi.unstubAllGlobals());

// As every other jump on the site: the browser's Back returns to the top of the page, where the
// visitor pressed it, rather than leaving the site.
it('makes the jump to Get Started an entry of the history that Back returns from', async () => {
  renderPage(HomePage, '/');
  const before = window.history.length;
  await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
  expect(window.location.hash).toBe('#get-started');
  expect(window.history.length).toBe(before + 1);
  expect(screen.getByRole('region', { name: 'Get Started' })).toHaveFocus();
});
