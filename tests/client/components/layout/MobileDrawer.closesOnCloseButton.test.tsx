import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { openDrawer, renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('closes the drawer with its close button', async () => {
  renderShell('/about');
  const drawer = await openDrawer();

  await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
