import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../client/console/App';
import { fakeApi, leadRow as lead, owner, type Refusal } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

/**
 * The browser's EventSource: when the server ends the stream it reconnects by itself, and when
 * that reconnection is answered with anything but a 200 event stream (a 401 once the session is
 * gone) it gives up for good: readyState CLOSED and one `error` event.
 */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  refused() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  window.history.replaceState(null, '', '/console/');
});
afterEach(() => vi.unstubAllGlobals());

describe('the inbox left open while the session runs out', () => {
  it('goes back to sign-in when the lead feed is refused, rather than going quiet', async () => {
    let signedIn = true;
    const gone: Refusal = { status: 401, body: { error: 'Please sign in.', code: 'signin' } };
    fakeApi({
      'GET /me': () => ({ body: { user: signedIn ? owner : null } }),
      'GET /leads': () => (signedIn ? { body: { leads: [lead], next: null } } : gone),
    });
    render(<App />);
    await screen.findByText('Ada Lovelace');
    // Idle too long: the server ends the feed's stream, and the browser's reconnection gets 401.
    signedIn = false;
    act(() => FakeEventSource.all.at(-1)?.refused());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the feed again when the session is still there (a restart answered 502)', async () => {
    const { calls } = fakeApi({
      'GET /me': () => ({ body: { user: owner } }),
      'GET /leads': () => ({ body: { leads: [lead], next: null } }),
    });
    render(<App />);
    await screen.findByText('Ada Lovelace');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => FakeEventSource.all.at(-1)?.refused());
      await waitFor(() => expect(calls.filter((call) => call.path === '/me')).toHaveLength(2));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6_000);
      });
      expect(FakeEventSource.all).toHaveLength(2);
      expect(FakeEventSource.all[1]?.readyState).toBe(FakeEventSource.OPEN);
      expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
