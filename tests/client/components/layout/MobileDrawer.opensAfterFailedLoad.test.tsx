import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { openDrawer, renderShell, stubBrowserApis } from './renderShell';

// The phone's connection drops the first time the drawer's code is asked for, then comes back.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../client/components/layout/MobileDrawer', async (importActual) => {
  attempts.count += 1;
  if (attempts.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importActual();
});

beforeEach(() => stubBrowserApis());

it('opens the menu on the next press once a press whose code could not load has come to nothing', async () => {
  renderShell('/about');
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(menuButton);
  // The failed load settles: nothing opened.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(attempts.count).toBe(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // A screen reader must not hear of a menu that is expanded when none is on screen.
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await openDrawer();
});
