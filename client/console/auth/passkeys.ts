import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { postJson } from '../api/request';
import type { Role, User } from '../api/types';

/** The passkey ceremonies: options from the server, the browser's prompt, the server's check. */

interface Invitation {
  email: string;
  role: Role;
  options: PublicKeyCredentialCreationOptionsJSON;
}

export function readInvitation(token: string): Promise<Invitation> {
  return postJson<Invitation>('/enrol/options', { token });
}

export async function enrol(token: string, invitation: Invitation): Promise<User> {
  const response = await startRegistration({ optionsJSON: invitation.options });
  return (await postJson<{ user: User }>('/enrol/verify', { token, response })).user;
}

async function assert(step: 'signin' | 'reauth'): Promise<User> {
  const { options } = await postJson<{ options: PublicKeyCredentialRequestOptionsJSON }>(
    `/${step}/options`,
  );
  const response = await startAuthentication({ optionsJSON: options });
  return (await postJson<{ user: User }>(`/${step}/verify`, { response })).user;
}

export const signIn = () => assert('signin');

/** The step-up before a sensitive action: a fresh assertion by one of the user's own passkeys. */
export const reauthenticate = () => assert('reauth');

/** Resolves to the server's answer: useAction reads `undefined` as "it did not happen". */
export async function addPasskey(name: string): Promise<object> {
  const { options } = await postJson<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    '/passkeys/options',
  );
  const response = await startRegistration({ optionsJSON: options });
  return postJson<object>('/passkeys/verify', name ? { response, name } : { response });
}
