import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AccountView from '../../../client/console/account/AccountView';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-20T10:00:00Z';
const session = (id: string, current: boolean, userAgent: string) => ({
  id,
  current,
  createdAt: at,
  lastSeenAt: at,
  userAgent,
});

// The phone's session timed out, or was ended from the phone, after the account page was read:
// ending it says it has already ended, and the list must stop showing it, with its End button
// that can only say so again.
it('takes a session that had already ended off the list', async () => {
  let read = 0;
  fakeApi({
    'GET /account': () => {
      read += 1;
      return {
        body: {
          passkeys: [],
          sessions: [
            session('s1', true, 'Laptop'),
            ...(read === 1 ? [session('s2', false, 'Phone')] : []),
          ],
        },
      };
    },
    'POST /sessions/s2/end': () => ({
      status: 404,
      body: { error: 'That session has already ended.', code: 'not-found' },
    }),
  });
  render(
    <Router hook={memoryLocation({ path: '/account' }).hook}>
      <ReauthProvider>
        <AccountView />
        <Toaster />
      </ReauthProvider>
    </Router>,
  );
  const end = await screen.findByRole('button', { name: 'End the session on Phone' });
  end.focus();
  await userEvent.setup().keyboard('{Enter}');

  expect(await screen.findByText('That session has already ended.')).toBeVisible();
  await waitFor(() => expect(end).not.toBeInTheDocument());
  expect(document.activeElement).not.toBe(document.body);
});
