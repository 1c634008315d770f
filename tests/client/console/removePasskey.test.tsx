import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../client/console/App';
import { fakeApi, owner, laptopPasskey, phonePasskey } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

/** The account page of a person signed in on this laptop, with a phone's passkey as well. */
function renderAccount() {
  let signedIn = true;
  const api = fakeApi({
    'GET /me': () => ({ body: { user: signedIn ? owner : null } }),
    'GET /account': () =>
      signedIn
        ? {
            body: {
              passkeys: [laptopPasskey, phonePasskey],
              sessions: [],
            },
          }
        : { status: 401, body: { error: 'Please sign in.', code: 'signin' } },
    // As the server does: removing the passkey this browser signed in with ends its session.
    'POST /passkeys/pk1/remove': () => {
      signedIn = false;
      return { body: { signedOut: true } };
    },
    'POST /passkeys/pk2/remove': () => ({ body: { signedOut: false } }),
  });
  render(<App />);
  return api;
}

async function removePasskey(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Remove passkey ${name}` }));
  const confirm = await screen.findByRole('dialog', { name: `Remove passkey ${name}` });
  const question = within(confirm).getByText(/^Remove the passkey/).textContent;
  await user.click(within(confirm).getByRole('button', { name: `Remove passkey ${name}` }));
  return question;
}

beforeEach(() => window.history.replaceState(null, '', '/console/account'));
afterEach(() => vi.unstubAllGlobals());

describe('removing a passkey signs out the browsers it signed in', () => {
  it('warns first, then shows the sign-in page, when it is the passkey this browser signed in with', async () => {
    const { calls } = renderAccount();
    expect(await screen.findByText('This browser signed in with it')).toBeVisible();

    const question = await removePasskey('Laptop');

    expect(question).toContain('this browser, signed in with it, will be signed out');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(
      await screen.findByText(
        'The passkey is removed, and this browser, signed in with it, is signed out. Sign in with another passkey.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Your session has ended. Sign in again.')).toBeNull();
    expect(calls.filter((call) => call.path === '/account')).toHaveLength(1);
  });

  it('stays on the account page when it is another device’s passkey', async () => {
    const { calls } = renderAccount();

    const question = await removePasskey('Phone');

    expect(question).toContain('every browser signed in with it will be signed out');
    await screen.findByText(
      'The passkey is removed, and every browser signed in with it is signed out.',
    );
    expect(screen.getByRole('heading', { name: 'Account' })).toBeVisible();
    expect(calls.filter((call) => call.path === '/account')).toHaveLength(2);
  });
});
