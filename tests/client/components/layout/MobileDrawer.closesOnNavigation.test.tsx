import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { openDrawer, renderShell, stubBrowserApis } from './renderShell';

beforeEach(() => stubBrowserApis());

it('closes as soon as one of its links is followed', async () => {
  renderShell('/');
  const drawer = await openDrawer();

  await userEvent.click(within(drawer).getByRole('link', { name: 'About' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('is closed when the page comes back from the back/forward cache', async () => {
  renderShell('/contact');
  await openDrawer();

  const restored = Object.assign(new Event('pageshow'), { persisted: true });
  act(() => {
    window.dispatchEvent(restored);
  });

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
