import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('offers "Skip to main content" as the first stop of the keyboard, pointing at main', async () => {
  renderShell('/');

  await userEvent.tab();

  const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skipLink).toHaveFocus();
  expect(skipLink).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
});
