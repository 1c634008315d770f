import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAuthentication } from '@simplewebauthn/browser';
import type { Answer, ConsoleRoute } from '../../../client/console/api/types';
import ReauthDialog from '../../../client/console/auth/ReauthDialog';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { InviteForm } from '../../../client/console/users/InviteForm';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
});

/** A `fetch` whose every answer, `route`'s, waits for `answer()`: the action runs until then. */
function heldFetch<Route extends ConsoleRoute>(_route: Route, body: Answer<Route>) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fetch = vi.fn(async () => {
    await answered;
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer };
}

// A disabled button loses the focus to the page's body in a browser (the e2e spec
// console-busy-focus shows it): a running action's button is aria-disabled and ignores presses.
describe('a button whose action is running', () => {
  it('keeps the focus and asks for one passkey however often it is pressed', async () => {
    heldFetch('POST /reauth/options', { options: { challenge: 'c' } }).answer();
    let decline: (reason: Error) => void = () => undefined;
    vi.mocked(startAuthentication).mockImplementation(
      () => new Promise((_, reject) => (decline = reject)),
    );
    render(<ReauthDialog onDone={() => undefined} />);
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: 'Confirm with a passkey' });
    confirm.focus();
    await user.keyboard('{Enter}');
    const waiting = await screen.findByRole('button', { name: 'Waiting for your passkey…' });
    expect(waiting).toBe(confirm);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toBeEnabled();
    await waitFor(() => expect(startAuthentication).toHaveBeenCalled());
    await user.keyboard('{Enter}');
    await user.click(confirm);
    expect(startAuthentication).toHaveBeenCalledTimes(1);

    decline(Object.assign(new Error('The operation was cancelled.'), { name: 'NotAllowedError' }));
    await screen.findByRole('alert');
    expect(confirm).toHaveAccessibleName('Confirm with a passkey');
    expect(confirm).not.toHaveAttribute('aria-disabled');
    expect(confirm).toHaveFocus();
  });

  it('does not submit its form again while the first submission runs', async () => {
    const { fetch, answer } = heldFetch('POST /users/invite', {
      link: 'http://localhost/console/enrol#token=t',
      expiresAt: '2026-11-20T11:00:00.000Z',
    });
    render(
      <ReauthProvider>
        <InviteForm onInvited={() => undefined} />
      </ReauthProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'bea@example.com{Enter}');
    const invite = screen.getByRole('button', { name: 'Create an invitation link' });
    expect(invite).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(invite);
    answer();
    await screen.findByText('http://localhost/console/enrol#token=t');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
