import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import HeldView from '../../../client/console/held/HeldView';
import { fetchFailingOnce, leadRow } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

it('keeps the keyboard in the view once Try again has brought what the connection dropped', async () => {
  fetchFailingOnce('GET /held', { leads: [{ ...leadRow, state: 'held' }] });
  render(
    <Router hook={memoryLocation({ path: '/held' }).hook}>
      <ReauthProvider>
        <HeldView />
      </ReauthProvider>
    </Router>,
  );
  const retry = await screen.findByRole('button', { name: 'Try again' });
  retry.focus();
  await userEvent.setup().keyboard('{Enter}');
  await screen.findByText('Ada Lovelace');
  await waitFor(() => expect(retry).not.toBeInTheDocument());
  // On the page's body, the next Tab would start again from "Skip to content" at the top.
  expect(document.activeElement).not.toBe(document.body);
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
});
