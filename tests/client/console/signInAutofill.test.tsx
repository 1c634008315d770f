import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';
import { SessionProvider, useSession } from '../../../client/console/auth/session';
import { SignInView } from '../../../client/console/auth/SignInView';
import { assertion, fakeApi } from './fakeApi';

/** What the browser's WebAuthn does, in order: 'autofill', 'modal', 'cancel'. */
const ceremonies: string[] = [];
/** Settles the pending autofill ceremony as the browser would when a passkey is chosen in it. */
let chooseInAutofill: () => void = () => undefined;

vi.mock('@simplewebauthn/browser', () => {
  let abortAutofill: (() => void) | undefined;
  return {
    browserSupportsWebAuthnAutofill: vi.fn(async () => true),
    WebAuthnAbortService: {
      cancelCeremony: vi.fn(() => {
        ceremonies.push('cancel');
        abortAutofill?.();
      }),
    },
    startAuthentication: vi.fn(
      ({ useBrowserAutofill }: { useBrowserAutofill?: boolean }) =>
        new Promise((resolve, reject) => {
          if (!useBrowserAutofill) {
            ceremonies.push('modal');
            resolve(assertion);
            return;
          }
          ceremonies.push('autofill');
          chooseInAutofill = () => resolve(assertion);
          abortAutofill = () =>
            reject(
              Object.assign(new Error('Authentication ceremony was sent an abort signal'), {
                name: 'AbortError',
              }),
            );
        }),
    ),
  };
});

function SignedInAs() {
  const { user } = useSession();
  return user ? <p>Signed in as {user.email}</p> : null;
}

function server() {
  return fakeApi({
    'GET /me': () => ({ body: { user: null } }),
    'POST /signin/options': () => ({ body: { options: { challenge: 'c' } } }),
    'POST /signin/verify': () => ({
      body: { user: { email: 'a@example.com', role: 'owner', recentAssertionUntil: 1 } },
    }),
  });
}

function renderSignIn() {
  render(
    <SessionProvider>
      <SignedInAs />
      <SignInView />
    </SessionProvider>,
  );
}

beforeEach(() => {
  ceremonies.length = 0;
  vi.mocked(startAuthentication).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in page with passkey autofill', () => {
  it('offers the passkey in the e-mail field’s autofill from the start, and signs in when it is chosen', async () => {
    const { calls } = server();
    renderSignIn();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
    await vi.waitFor(() => expect(ceremonies).toEqual(['autofill']));
    expect(vi.mocked(startAuthentication).mock.calls[0]?.[0]).toMatchObject({
      optionsJSON: { challenge: 'c' },
      useBrowserAutofill: true,
    });
    chooseInAutofill();
    await screen.findByText('Signed in as a@example.com');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/signin/options',
      '/signin/verify',
    ]);
  });

  it('ends the autofill ceremony before the button starts its own, with no error shown', async () => {
    server();
    renderSignIn();
    await vi.waitFor(() => expect(ceremonies).toEqual(['autofill']));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await screen.findByText('Signed in as a@example.com');
    expect(ceremonies.slice(0, 3)).toEqual(['autofill', 'cancel', 'modal']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts no autofill ceremony where the browser has none; the button still signs in', async () => {
    vi.mocked(browserSupportsWebAuthnAutofill).mockResolvedValueOnce(false);
    server();
    renderSignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await screen.findByText('Signed in as a@example.com');
    expect(ceremonies).toEqual(['cancel', 'modal']);
  });

  it('renews an unused offer before the server stops taking its challenge: a passkey chosen ten minutes on signs in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let issued = 0;
    fakeApi({
      'GET /me': () => ({ body: { user: null } }),
      'POST /signin/options': () => {
        issued += 1;
        return { body: { options: { challenge: `c${issued}`, timeout: 300_000 } } };
      },
      'POST /signin/verify': () => ({
        body: { user: { email: 'a@example.com', role: 'owner', recentAssertionUntil: 1 } },
      }),
    });
    renderSignIn();
    await vi.waitFor(() => expect(ceremonies).toEqual(['autofill']));

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    vi.useRealTimers();

    await vi.waitFor(() =>
      expect(ceremonies).toEqual(['autofill', 'cancel', 'autofill', 'cancel', 'autofill']),
    );
    expect(vi.mocked(startAuthentication).mock.calls.at(-1)?.[0]).toMatchObject({
      optionsJSON: { challenge: 'c3' },
      useBrowserAutofill: true,
    });
    chooseInAutofill();
    await screen.findByText('Signed in as a@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for no new offer once the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { calls } = fakeApi({
      'GET /me': () => ({ body: { user: null } }),
      'POST /signin/options': () => ({ body: { options: { challenge: 'c', timeout: 300_000 } } }),
    });
    const { unmount } = render(<SignInView />);
    await vi.waitFor(() => expect(ceremonies).toEqual(['autofill']));

    unmount();
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(ceremonies).toEqual(['autofill', 'cancel']);
    expect(calls.filter((call) => call.path === '/signin/options')).toHaveLength(1);
  });
});
