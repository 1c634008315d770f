import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { pageMeta } from '../../../../client/content/pageMeta';
import { renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => {
  stubBrowserApis();
  document.title = 'Prerendered title';
});

it('leaves title, scroll and focus alone on the first render', () => {
  renderShell('/about');
  expect(document.title).toBe('Prerendered title');
  expect(window.scrollTo).not.toHaveBeenCalled();
  expect(screen.getByRole('main')).not.toHaveFocus();
});

it('on navigation sets the title, scrolls to the top instantly and focuses main', async () => {
  const { location } = renderShell('/');

  act(() => location.navigate('/contact'));

  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  await waitFor(() => expect(document.title).toBe(pageMeta('/contact').title));
  expect(vi.mocked(window.scrollTo)).toHaveBeenCalledTimes(1);
});
