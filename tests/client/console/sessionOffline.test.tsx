import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Answer } from '../../../client/console/api/types';
import { App } from '../../../client/console/App';
import { owner } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

beforeEach(() => window.history.replaceState(null, '', '/console/held'));
afterEach(() => vi.unstubAllGlobals());

// Signed in, on a phone whose connection drops as the console opens: that is no sign-out.
it('offers to try again, not to sign in, when it cannot ask who is signed in', async () => {
  let online = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!online) throw new TypeError('Failed to fetch');
      const path = new URL(String(input), 'http://localhost').pathname;
      const body: Answer<'GET /me'> | Answer<'GET /held'> =
        path === '/console/api/me' ? { user: owner } : { leads: [] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  render(<App />);
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  online = true;
  await userEvent.setup().click(retry);
  expect(await screen.findByRole('heading', { level: 1, name: 'Held for review' })).toBeVisible();
});
