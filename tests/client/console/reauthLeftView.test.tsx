import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import HeldView from '../../../client/console/held/HeldView';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

// Back while the passkey check is asked for leaves the view whose action asked: the check must
// not stand over the next view, where confirming it would still run the action left behind.
it('drops the passkey check of a view the reader has left with Back', async () => {
  const { calls } = fakeApi({
    'GET /leads': () => ({ body: { leads: [leadRow], next: null } }),
    'GET /held': () => ({ body: { leads: [] } }),
    'GET /export.csv': () => ({
      status: 403,
      body: { error: 'Confirm with your passkey first.', code: 'reauth' },
    }),
  });
  const location = memoryLocation({ path: '/held', record: true });
  location.navigate('/');
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ReauthProvider>
        <Switch>
          <Route path="/" component={InboxView} />
          <Route path="/held" component={HeldView} />
        </Switch>
        <Toaster />
      </ReauthProvider>
    </Router>,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
  await screen.findByRole('dialog', { name: 'Confirm it is you' });

  act(() => location.navigate('/held', { replace: true }));

  await screen.findByText('Held for review', { selector: 'h1' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((call) => call.path.startsWith('/export.csv'))).toHaveLength(1);
});
