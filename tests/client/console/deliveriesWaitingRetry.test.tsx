import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import DeliveriesView from '../../../client/console/deliveries/DeliveriesView';
import { emailDeliveries, failedEmail, fakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

// The server retries a failed delivery only (as the lead's page and `npm run outbox -- retry`
// do): a job still waiting for its next try, or being sent, is refused with 409 every time.
it('offers Retry for a failed delivery only, not for one waiting or being sent', async () => {
  fakeApi({
    'GET /deliveries': () =>
      emailDeliveries([
        failedEmail('Ada'),
        { ...failedEmail('Grace'), state: 'queued' },
        { ...failedEmail('Alan'), state: 'sending' },
      ]),
  });
  render(
    <Router hook={memoryLocation({ path: '/deliveries' }).hook}>
      <ReauthProvider>
        <DeliveriesView />
      </ReauthProvider>
    </Router>,
  );

  expect(await screen.findByRole('button', { name: 'Retry E-mail for Ada' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Grace' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Retry E-mail for Grace' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry E-mail for Alan' })).toBeNull();
});
