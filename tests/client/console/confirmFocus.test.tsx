import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import AccountView from '../../../client/console/account/AccountView';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { fakeApi, laptopPasskey } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

describe('a confirmed action the server refuses, done by keyboard', () => {
  it('gives the focus back to the button that opened the question', async () => {
    fakeApi({
      'GET /account': () => ({
        body: {
          passkeys: [laptopPasskey],
          sessions: [],
        },
      }),
      'POST /passkeys/pk1/remove': () => ({
        status: 409,
        body: { error: 'This is your last passkey: add another one first.', code: 'conflict' },
      }),
    });
    render(
      <ReauthProvider>
        <AccountView />
        <Toaster />
      </ReauthProvider>,
    );
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Remove passkey Laptop' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey Laptop' });
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Remove passkey Laptop');
    await user.keyboard('{Enter}');
    await screen.findByText('This is your last passkey: add another one first.');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Left on the page's body, the next Tab would start again from the top of the console.
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });
});
