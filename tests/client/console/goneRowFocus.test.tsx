import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AccountView from '../../../client/console/account/AccountView';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import DeliveriesView from '../../../client/console/deliveries/DeliveriesView';
import UsersView from '../../../client/console/users/UsersView';
import { fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

function renderView(View: ComponentType, path: string) {
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <ReauthProvider>
        <View />
        <Toaster />
      </ReauthProvider>
    </Router>,
  );
}

/** Presses a button from the keyboard and waits for its row to leave the list. */
async function pressUntilGone(button: HTMLElement) {
  button.focus();
  await userEvent.setup().keyboard('{Enter}');
  await waitFor(() => expect(button).not.toBeInTheDocument());
}

async function confirmUntilGone(name: string) {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name });
  button.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name });
  // Cancel has the focus; the action is the next button.
  await user.tab();
  expect(within(dialog).getByRole('button', { name })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(button).not.toBeInTheDocument());
}

const at = '2026-11-20T10:00:00Z';

// On the page's body, the next Tab would start again from "Skip to content" at the top.
describe('an action whose row leaves the list keeps the keyboard in the view', () => {
  it('ending another browser’s session', async () => {
    let ended = false;
    const session = (id: string, current: boolean, userAgent: string) => ({
      id,
      current,
      createdAt: at,
      lastSeenAt: at,
      userAgent,
    });
    fakeApi({
      'GET /account': () => ({
        body: {
          passkeys: [],
          sessions: [
            session('s1', true, 'Laptop'),
            ...(ended ? [] : [session('s2', false, 'Phone')]),
          ],
        },
      }),
      'POST /sessions/s2/end': () => {
        ended = true;
        return { body: {} };
      },
    });
    renderView(AccountView, '/account');
    await pressUntilGone(await screen.findByRole('button', { name: 'End the session on Phone' }));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('removing a passkey', async () => {
    let removed = false;
    const passkey = (id: string, name: string, current: boolean) => ({
      id,
      name,
      createdAt: at,
      lastUsedAt: null,
      current,
    });
    fakeApi({
      'GET /account': () => ({
        body: {
          passkeys: [
            passkey('pk1', 'Laptop', true),
            ...(removed ? [] : [passkey('pk2', 'Phone', false)]),
          ],
          sessions: [],
        },
      }),
      'POST /passkeys/pk2/remove': () => {
        removed = true;
        return { body: { signedOut: false } };
      },
    });
    renderView(AccountView, '/account');
    await confirmUntilGone('Remove passkey Phone');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('revoking a person', async () => {
    let revoked = false;
    const person = (email: string) => ({
      email,
      role: 'member',
      passkeys: 1,
      lastSignInAt: null,
      createdAt: at,
    });
    fakeApi({
      'GET /users': () => ({
        body: {
          users: [person('owner@example.com'), ...(revoked ? [] : [person('bob@example.com')])],
        },
      }),
      'POST /users/revoke': () => {
        revoked = true;
        return { body: {} };
      },
    });
    renderView(UsersView, '/users');
    await confirmUntilGone('Revoke bob@example.com');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('retrying a delivery that is then sent at once', async () => {
    let retried = false;
    fakeApi({
      'GET /deliveries': () => ({
        body: {
          destinations: [
            {
              name: 'email',
              pending: 0,
              failed: retried ? 0 : 1,
              oldestPendingAt: null,
              lastError: null,
              items: retried
                ? []
                : [
                    {
                      leadId: 'lead-1',
                      name: 'Ada Lovelace',
                      state: 'failed',
                      attempts: 5,
                      lastAnswer: '550 mailbox unavailable',
                      nextTryAt: null,
                    },
                  ],
            },
          ],
        },
      }),
      'POST /leads/lead-1/retry': () => {
        retried = true;
        return { body: {} };
      },
    });
    renderView(DeliveriesView, '/deliveries');
    await pressUntilGone(
      await screen.findByRole('button', { name: 'Retry E-mail for Ada Lovelace' }),
    );
    expect(document.activeElement).not.toBe(document.body);
  });
});
