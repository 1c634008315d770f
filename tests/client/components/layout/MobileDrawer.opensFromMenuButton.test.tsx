import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { openDrawer, renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('opens the drawer with the four links when the menu button is pressed', async () => {
  renderShell('/services/erp-implementation');
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const drawer = await openDrawer();

  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
  const nav = within(drawer).getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Home', 'About', 'Services', 'Contact']);
  expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
