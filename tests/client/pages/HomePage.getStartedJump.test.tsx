import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import HomePage from '../../../client/pages/HomePage';
import { renderPage } from './renderPage';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

function renderHome() {
  renderPage(HomePage, '/');
  return screen.getByRole('link', { name: 'Get Started' });
}

it('is a plain in-page link, so it works without JavaScript', () => {
  expect(renderHome()).toHaveAttribute('href', '#get-started');
});

// The scroll is the browser's: smooth by the stylesheet, instant with reduced motion (e2e a11y).
it('moves focus to the Get Started section', async () => {
  await userEvent.click(renderHome());
  expect(screen.getByRole('region', { name: 'Get Started' })).toHaveFocus();
});
