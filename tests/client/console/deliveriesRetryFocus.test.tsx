import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import DeliveriesView from '../../../client/console/deliveries/DeliveriesView';
import { emailDeliveries, failedEmail, fakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

/** Deliveries whose e-mail jobs for `names` have failed; a retry's job is delivered at once. */
function renderDeliveries(names: string[]) {
  let waiting = names.map(failedEmail);
  fakeApi({
    'GET /deliveries': () => emailDeliveries(waiting),
    'POST /leads/lead-Ada/retry': () => {
      // The worker delivered it before the list is read again.
      waiting = waiting.filter((row) => row.name !== 'Ada');
      return { body: {} };
    },
  });
  render(
    <Router hook={memoryLocation({ path: '/deliveries' }).hook}>
      <ReauthProvider>
        <DeliveriesView />
      </ReauthProvider>
    </Router>,
  );
}

async function retryUntilGone(name: string) {
  const retry = await screen.findByRole('button', { name: `Retry E-mail for ${name}` });
  retry.focus();
  await userEvent.setup().keyboard('{Enter}');
  await waitFor(() => expect(retry).not.toBeInTheDocument());
}

// On the page's body, the next Tab would start again from "Skip to content" at the top.
describe('a retried delivery that leaves the list keeps the keyboard in the view', () => {
  it('on the next row’s Retry', async () => {
    renderDeliveries(['Ada', 'Grace']);
    await retryUntilGone('Ada');
    expect(screen.getByRole('button', { name: 'Retry E-mail for Grace' })).toHaveFocus();
  });

  it('on the row before when it was the last', async () => {
    renderDeliveries(['Grace', 'Ada']);
    await retryUntilGone('Ada');
    expect(screen.getByRole('button', { name: 'Retry E-mail for Grace' })).toHaveFocus();
  });

  it('on the view when no row is left', async () => {
    renderDeliveries(['Ada']);
    await retryUntilGone('Ada');
    await screen.findByText('Nothing is failing or waiting here.');
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('group', { name: 'Deliveries' })).toHaveFocus();
  });
});
