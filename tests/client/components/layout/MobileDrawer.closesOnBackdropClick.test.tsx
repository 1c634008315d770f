import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { openDrawer, renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('closes the drawer on a click outside its panel', async () => {
  renderShell('/contact');
  const drawer = await openDrawer();
  const backdrop = drawer.querySelector('[aria-hidden="true"]') ?? drawer.firstElementChild;
  expect(backdrop).not.toBeNull();

  await userEvent.click(backdrop as Element);

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
