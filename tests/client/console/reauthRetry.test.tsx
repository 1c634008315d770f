import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { postJson } from '../../../client/console/api/request';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { useAction } from '../../../client/console/auth/useAction';
import { assertion, fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async () => assertion),
  startRegistration: vi.fn(),
}));

function InviteButton() {
  const { run } = useAction();
  return (
    <button
      type="button"
      onClick={() =>
        void run(
          () => postJson('/users/invite', { email: 'b@example.com', role: 'member' }),
          'Invited',
        )
      }
    >
      Invite
    </button>
  );
}

/** The server: an invite is refused with 403 reauth until a passkey assertion is verified. */
function server() {
  let recent = false;
  return fakeApi({
    'POST /users/invite': () =>
      recent
        ? {
            body: {
              link: 'http://localhost/console/enrol#token=t',
              expiresAt: '2026-11-20T11:00:00.000Z',
            },
          }
        : { status: 403, body: { error: 'Confirm with your passkey first.', code: 'reauth' } },
    'POST /reauth/options': () => ({ body: { options: { challenge: 'c' } } }),
    'POST /reauth/verify': () => {
      recent = true;
      return { body: { user: { email: 'a@example.com', role: 'owner', recentAssertionUntil: 1 } } };
    },
  });
}

beforeEach(() => {
  render(
    <ReauthProvider>
      <InviteButton />
      <Toaster />
    </ReauthProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a sensitive action refused for want of a recent passkey', () => {
  it('asks for the passkey, then runs the action again and it succeeds', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(calls.map((call) => call.path)).toEqual(['/users/invite']);
    await user.click(screen.getByRole('button', { name: 'Confirm with a passkey' }));
    await screen.findByText('Invited');
    expect(dialog).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /users/invite',
      'POST /reauth/options',
      'POST /reauth/verify',
      'POST /users/invite',
    ]);
    expect(calls[2]?.body).toEqual({ response: assertion });
    expect(calls[3]?.body).toEqual(calls[0]?.body);
  });

  it('does nothing more when the user cancels, and says nothing was changed', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('The passkey check was cancelled, so nothing was changed.');
    expect(calls.map((call) => call.path)).toEqual(['/users/invite']);
  });

  it('retries only once: a second refusal is shown as the server words it', async () => {
    const { calls } = fakeApi({
      'POST /users/invite': () => ({
        status: 403,
        body: { error: 'Still not recent.', code: 'reauth' },
      }),
      'POST /reauth/options': () => ({ body: { options: { challenge: 'c' } } }),
      'POST /reauth/verify': () => ({
        body: { user: { email: 'a@example.com', role: 'owner', recentAssertionUntil: 1 } },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm with a passkey' }));
    await screen.findByText('Still not recent.');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/users/invite')).toHaveLength(2),
    );
  });
});
