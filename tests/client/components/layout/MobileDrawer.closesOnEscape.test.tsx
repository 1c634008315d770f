import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { openDrawer, renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('closes the drawer on Escape and returns focus to the menu button', async () => {
  renderShell('/');
  await openDrawer();

  await userEvent.keyboard('{Escape}');

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(menuButton).toHaveFocus());
});
