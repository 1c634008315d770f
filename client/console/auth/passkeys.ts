import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  startRegistration,
} from '@simplewebauthn/browser';
import { postJson } from '../api/request';
import type { Answer, User } from '../api/types';

/** The passkey ceremonies: options from the server, the browser's prompt, the server's check. */

type Invitation = Answer<'POST /enrol/options'>;

export function readInvitation(token: string): Promise<Invitation> {
  return postJson<Invitation>('/enrol/options', { token });
}

export async function enrol(token: string, invitation: Invitation): Promise<User> {
  const response = await startRegistration({ optionsJSON: invitation.options });
  return (await postJson<Answer<'POST /enrol/verify'>>('/enrol/verify', { token, response })).user;
}

async function assert(step: 'signin' | 'reauth'): Promise<User> {
  const { options } = await postJson<Answer<`POST /${typeof step}/options`>>(`/${step}/options`);
  const response = await startAuthentication({ optionsJSON: options });
  return (await postJson<Answer<`POST /${typeof step}/verify`>>(`/${step}/verify`, { response }))
    .user;
}

/** Ends a pending autofill sign-in (the view is leaving, or the button starts its own). */
export const cancelAutofill = () => WebAuthnAbortService.cancelCeremony();

/** The modal sign-in: a pending autofill ceremony is ended first, as a browser allows one at a time. */
export function signIn(): Promise<User> {
  cancelAutofill();
  return assert('signin');
}

/** How long before the server stops taking its challenge an unused autofill offer is renewed. */
const renewMarginMs = 30_000;

/**
 * The sign-in offered among the username field's autofill suggestions (conditional mediation):
 * null where the browser cannot; otherwise pending until a passkey is chosen, it is cancelled or
 * `stop` aborts. A browser keeps the offer open while the page is, but the server takes its
 * challenge only for `options.timeout`: an unused offer is renewed before that, so a passkey
 * chosen on a page left open for an hour still signs in.
 */
export async function signInByAutofill(stop: AbortSignal): Promise<User | null> {
  if (!(await browserSupportsWebAuthnAutofill())) return null;
  for (;;) {
    const { options } = await postJson<Answer<'POST /signin/options'>>('/signin/options');
    if (stop.aborted) return null;
    let renewing = false;
    const renewal = setTimeout(
      () => {
        renewing = true;
        cancelAutofill();
      },
      Math.max((options.timeout ?? 60_000) - renewMarginMs, renewMarginMs),
    );
    try {
      const response = await startAuthentication({
        optionsJSON: options,
        useBrowserAutofill: true,
      });
      return (await postJson<Answer<'POST /signin/verify'>>('/signin/verify', { response })).user;
    } catch (failure) {
      if (!renewing || stop.aborted) throw failure;
    } finally {
      clearTimeout(renewal);
    }
  }
}

/** The step-up before a sensitive action: a fresh assertion by one of the user's own passkeys. */
export const reauthenticate = () => assert('reauth');

/** Resolves to the server's answer: useAction reads `undefined` as "it did not happen". */
export async function addPasskey(name: string): Promise<object> {
  const { options } = await postJson<Answer<'POST /passkeys/options'>>('/passkeys/options');
  const response = await startRegistration({ optionsJSON: options });
  return postJson<Answer<'POST /passkeys/verify'>>(
    '/passkeys/verify',
    name ? { response, name } : { response },
  );
}
