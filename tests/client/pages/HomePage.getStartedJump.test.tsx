import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import HomePage from '../../../client/pages/HomePage';
import { renderPage } from './renderPage';

const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  scrollIntoView.mockReset();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: reduce, media }));
}

function renderHome() {
  renderPage(HomePage, '/');
  return screen.getByRole('link', { name: 'Get Started' });
}

it('is a plain in-page link, so it works without JavaScript', () => {
  expect(renderHome()).toHaveAttribute('href', '#get-started');
});

it('scrolls smoothly to the Get Started section and moves focus there', async () => {
  stubReducedMotion(false);
  await userEvent.click(renderHome());
  const section = screen.getByRole('region', { name: 'Get Started' });
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  expect(scrollIntoView.mock.contexts[0]).toBe(section);
  expect(section).toHaveFocus();
});

it('jumps without animation when the visitor prefers reduced motion', async () => {
  stubReducedMotion(true);
  await userEvent.click(renderHome());
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
});
