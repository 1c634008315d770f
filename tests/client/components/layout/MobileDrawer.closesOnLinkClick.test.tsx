import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { drawerTestTimeout, openDrawer, renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it(
  'closes the drawer when one of its links navigates, leaving focus on the new page',
  async () => {
    const { location } = renderShell('/');
    const drawer = await openDrawer();

    await userEvent.click(within(drawer).getByRole('link', { name: 'About' }));

    expect(location.history).toEqual(['/', '/about']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  },
  drawerTestTimeout,
);

it(
  'closes the drawer on a link to the page already shown',
  async () => {
    renderShell('/');
    const drawer = await openDrawer();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Home' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
  drawerTestTimeout,
);
