import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AccountView from '../../../client/console/account/AccountView';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { InboxView } from '../../../client/console/leads/InboxView';
import { InviteForm } from '../../../client/console/users/InviteForm';
import { fakeApi, leadRow, type Refusal } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const stepUp = (): Refusal => ({
  status: 403,
  body: { error: 'Confirm with your passkey first.', code: 'reauth' },
});

function renderInConsole(view: ReactNode) {
  const location = memoryLocation({ path: '/' });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ReauthProvider>
        {view}
        <Toaster />
      </ReauthProvider>
    </Router>,
  );
}

/** Presses `name` by keyboard, closes the passkey check it asks for with Escape. */
async function pressThenDecline(name: string) {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name });
  button.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await screen.findByText('The passkey check was cancelled, so nothing was changed.');
  return button;
}

// The dialog gives the focus back to the button that opened it; a button disabled while its action
// runs cannot take it, and it falls to the page's body, the next Tab starting at the top.
describe('a passkey check declined by keyboard gives the focus back to its button', () => {
  it('Export CSV', async () => {
    fakeApi({
      'GET /leads': () => ({ body: { leads: [leadRow], next: null } }),
      'GET /export.csv': stepUp,
    });
    renderInConsole(<InboxView />);
    expect(await pressThenDecline('Export CSV')).toHaveFocus();
  });

  it('Create an invitation link', async () => {
    fakeApi({ 'POST /users/invite': stepUp });
    renderInConsole(<InviteForm onInvited={() => undefined} />);
    await userEvent.setup().type(screen.getByLabelText('E-mail'), 'bea@example.com');
    expect(await pressThenDecline('Create an invitation link')).toHaveFocus();
  });

  it('Add a passkey', async () => {
    fakeApi({
      'GET /account': () => ({ body: { passkeys: [], sessions: [] } }),
      'POST /passkeys/options': stepUp,
    });
    renderInConsole(<AccountView />);
    expect(await pressThenDecline('Add a passkey')).toHaveFocus();
  });
});
