import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import AccountView from '../../../client/console/account/AccountView';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { creationOptions, fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  // The browser's own prompt, closed by the user: WebAuthn's NotAllowedError.
  startRegistration: vi.fn(async () => {
    throw Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
  }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('adding a passkey, and closing the browser’s prompt', () => {
  it('says no passkey was added, not that something failed, and keeps the name typed', async () => {
    const { calls } = fakeApi({
      'GET /account': () => ({ body: { passkeys: [], sessions: [] } }),
      'POST /passkeys/options': () => ({ body: { options: creationOptions } }),
    });
    render(
      <ReauthProvider>
        <AccountView />
        <Toaster />
      </ReauthProvider>,
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name for the new passkey');
    await user.type(name, 'Office laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await screen.findByText('No passkey was added.');
    expect(screen.queryByText('That did not work. Try again.')).toBeNull();
    expect(name).toHaveValue('Office laptop');
    expect(calls.map((call) => call.path)).not.toContain('/passkeys/verify');
  });
});
