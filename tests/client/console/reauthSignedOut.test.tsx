import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../client/console/App';
import { fakeApi, owner, type Refusal, laptopPasskey, phonePasskey } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

beforeEach(() => window.history.replaceState(null, '', '/console/account'));
afterEach(() => vi.unstubAllGlobals());

describe('the passkey check asked for, while the session runs out', () => {
  it('leaves the way to sign-in open rather than a dialog over it that says to sign in', async () => {
    let signedIn = true;
    const gone: Refusal = { status: 401, body: { error: 'Please sign in.', code: 'signin' } };
    fakeApi({
      'GET /me': () => ({ body: { user: signedIn ? owner : null } }),
      'GET /account': () => ({
        body: {
          passkeys: [laptopPasskey, phonePasskey],
          sessions: [],
        },
      }),
      'POST /passkeys/pk1/remove': () => ({
        status: 403,
        body: { error: 'Confirm with your passkey first.', code: 'reauth' },
      }),
      'POST /reauth/options': () => gone,
    });
    render(<App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove passkey Laptop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove passkey Laptop' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove passkey Laptop' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    // Left alone at the step-up long enough for the session to time out, then confirming it.
    signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Confirm with a passkey' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  });
});
