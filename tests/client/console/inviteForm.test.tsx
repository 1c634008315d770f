import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { InviteForm } from '../../../client/console/users/InviteForm';
import { fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

describe('inviting a second person after a first', () => {
  it('does not leave the first person’s link on show when the second invitation is refused', async () => {
    fakeApi({
      'POST /users/invite': ({ body }) =>
        (body as { email: string }).email === 'bea@example.com'
          ? {
              body: {
                link: 'http://localhost/console/enrol#token=for-bea',
                expiresAt: '2026-11-20T11:00:00.000Z',
              },
            }
          : { status: 409, body: { error: 'cy@example.com is already a user.', code: 'conflict' } },
    });
    render(
      <ReauthProvider>
        <InviteForm onInvited={() => undefined} />
        <Toaster />
      </ReauthProvider>,
    );
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'bea@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    await screen.findByText('http://localhost/console/enrol#token=for-bea');

    await user.clear(email);
    await user.type(email, 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    await screen.findByText('cy@example.com is already a user.');
    // Copying what is shown under "Invitation link" would now send Cy a link that signs in as Bea.
    expect(screen.queryByText('http://localhost/console/enrol#token=for-bea')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy the link' })).toBeNull();
    expect(email).toHaveValue('cy@example.com');
  });
});
