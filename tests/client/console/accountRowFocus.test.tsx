import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
describe('an account change whose row leaves the list keeps the keyboard in the view', () => {
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
});
