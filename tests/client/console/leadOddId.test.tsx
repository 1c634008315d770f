import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../../client/console/App';
import { fakeApi, leadDetail, leadRow, owner } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

beforeEach(() => window.history.replaceState(null, '', '/console/'));
afterEach(() => vi.unstubAllGlobals());

// The store keeps an imported lead's old file name as its id, any character but NUL: its page
// must open from the inbox, and from its address reloaded, whatever the id holds.
it.each(['a#b?c;d&e=f+g$h,i:j@k', 'été 100%', 'x%23y', 'a/b'])(
  'opens the lead %j from the inbox and from its address',
  async (id) => {
    const page = { ...leadDetail(), id };
    const byId = { [`GET /leads/${encodeURIComponent(id)}`]: () => ({ body: page }) } as Record<
      `GET /leads/${string}`,
      () => { body: typeof page }
    >;
    const { calls } = fakeApi({
      'GET /me': () => ({ body: { user: owner } }),
      'GET /leads': () => ({ body: { leads: [{ ...leadRow, id }], next: null } }),
      ...byId,
    });
    const { unmount } = render(<App />);

    await userEvent.click(await screen.findByRole('link', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('heading', { name: 'Lead: Ada Lovelace' })).toBeVisible();
    expect(window.location.pathname).toBe(`/console/leads/${encodeURIComponent(id)}`);
    unmount();

    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Lead: Ada Lovelace' })).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/leads/'))).toHaveLength(2);
  },
);
