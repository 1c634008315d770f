import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../../client/console/App';
import type { User } from '../../../client/console/api/types';
import { fakeApi, leadDetail } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const member: User = { email: 'bea@example.com', role: 'member', recentAssertionUntil: null };
const detail = leadDetail();

beforeEach(() => window.history.replaceState(null, '', '/console/leads/lead-1'));
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

// A screen reader reads each toast: one ended session is one sentence, not the same one twice.
it('says once that the session has ended when it ends under an action', async () => {
  let signedIn = true;
  fakeApi({
    'GET /me': () => ({ body: { user: signedIn ? member : null } }),
    'GET /leads/lead-1': () => ({ body: detail }),
    'POST /leads/lead-1/handled': () => {
      signedIn = false;
      return {
        status: 401,
        body: { error: 'Your session has ended. Please sign in again.', code: 'signin' },
      };
    },
  });
  render(<App />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark handled' }));
  await screen.findByRole('heading', { name: 'Sign in' });
  await screen.findByText('Your session has ended. Sign in again.');
  // Let the action's own toast, if any, be drawn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryAllByText(/session has ended/)).toHaveLength(1);
});
