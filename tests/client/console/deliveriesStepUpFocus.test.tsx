import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import DeliveriesView from '../../../client/console/deliveries/DeliveriesView';
import { emailDeliveries, failedEmail, fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

/**
 * The console loads Headless UI with the passkey check's dialog, the first time one is asked (this
 * file imports no other view that would load it sooner): the dialog then has not seen which button
 * had the focus before it opened, and cannot give it back. Declined, the Retry did nothing: the
 * keyboard's focus must be on it again, not on the page's body (the next Tab from the top).
 */
it('gives the focus back to a Retry whose passkey check was declined', async () => {
  fakeApi({
    'GET /deliveries': () => emailDeliveries([failedEmail('Ada')]),
    'POST /leads/lead-Ada/retry': () => ({
      status: 403,
      body: { error: 'Confirm with your passkey first.', code: 'reauth' },
    }),
  });
  render(
    <Router hook={memoryLocation({ path: '/deliveries' }).hook}>
      <ReauthProvider>
        <DeliveriesView />
        <Toaster />
      </ReauthProvider>
    </Router>,
  );
  const user = userEvent.setup();
  const retry = await screen.findByRole('button', { name: 'Retry E-mail for Ada' });
  retry.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await screen.findByText('The passkey check was cancelled, so nothing was changed.');

  expect(retry).toHaveFocus();
});
