import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import DeliveriesView from '../../../client/console/deliveries/DeliveriesView';
import { emailDeliveries, failedEmail, fakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

// A colleague retried Ada's e-mail (and the worker sent it) after this list was read: the retry
// is refused (409), and the list must then drop her row rather than offer a Retry that can only
// be refused again.
it('reads the deliveries again when a retry is refused for a change made meanwhile', async () => {
  let read = 0;
  fakeApi({
    'GET /deliveries': () => {
      read += 1;
      return emailDeliveries((read === 1 ? ['Ada', 'Grace'] : ['Grace']).map(failedEmail));
    },
    'POST /leads/lead-Ada/retry': () => ({
      status: 409,
      body: { error: 'Message lead-Ada is sent, not failed', code: 'conflict' },
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
  const retry = await screen.findByRole('button', { name: 'Retry E-mail for Ada' });
  retry.focus();
  await userEvent.setup().keyboard('{Enter}');

  expect(await screen.findByText('Message lead-Ada is sent, not failed')).toBeVisible();
  await waitFor(() => expect(retry).not.toBeInTheDocument());
  expect(document.activeElement).not.toBe(document.body);
});
