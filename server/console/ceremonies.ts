import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { company } from '../../client/content/company';
import type { Store } from '../store/store';
import { challengeLifetimeMs, saveChallenge, takeChallenge } from './challenges';
import { findPasskey, notePasskeyUsed, passkeysOf, type Passkey } from './people';

export interface RelyingParty {
  id: string;
  origin: string;
}

/** The origin the request was sent to; undefined when its Host header is no host at all. */
export function servedOrigin(request: FastifyRequest): URL | undefined {
  const text = `${request.protocol}://${request.host}`;
  return URL.canParse(text) ? new URL(text) : undefined;
}

/**
 * In production (SITE_URL is https) the passkeys belong to SITE_URL's host, whatever Host a
 * request claims. Elsewhere to the host served: browsers refuse an IP address as an RP ID, so a
 * local run and the tests use http://localhost:PORT.
 */
export function relyingPartyOf(request: FastifyRequest, siteUrl: string): RelyingParty {
  const site = new URL(siteUrl);
  const served = site.protocol === 'https:' ? site : (servedOrigin(request) ?? site);
  return { id: served.hostname, origin: served.origin };
}

/** The challenge the browser signed, from its client data; '' when unreadable or not base64url. */
function signedChallenge(clientDataJSON: unknown): string {
  try {
    const data = JSON.parse(Buffer.from(String(clientDataJSON), 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && /^[\w-]+$/.test(data.challenge)
      ? data.challenge
      : '';
  } catch {
    return '';
  }
}

type Purpose = 'enrol' | 'passkey';

/** Options to create a passkey for the user: resident, user verification required. */
export async function registrationOptions(
  store: Store,
  rp: RelyingParty,
  {
    purpose,
    subject,
    userId,
    email,
  }: { purpose: Purpose; subject: string; userId: string; email: string },
) {
  const existing = await passkeysOf(store, userId);
  const options = await generateRegistrationOptions({
    rpName: `${company.name} console`,
    rpID: rp.id,
    userName: email,
    userID: new Uint8Array(Buffer.from(userId, 'utf8')),
    attestationType: 'none',
    timeout: challengeLifetimeMs,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
  });
  await saveChallenge(store, options.challenge, purpose, subject);
  return options;
}

/**
 * The new passkey of a registration answering a challenge handed out for this purpose and a
 * subject starting with `subjectPrefix`; undefined when anything fails, user verification first,
 * or the passkey is stored already.
 */
export async function verifyRegistration(
  store: Store,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  purpose: Purpose,
  subjectPrefix: string,
): Promise<{ subject: string; passkey: Omit<Passkey, 'userId'> } | undefined> {
  const challenge = signedChallenge(response.response?.clientDataJSON);
  const subject = await takeChallenge(store, challenge, purpose, subjectPrefix);
  if (subject === undefined) return undefined;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified || !registrationInfo.userVerified) return undefined;
    const { credential } = registrationInfo;
    // A client may ignore excludeCredentials: a passkey is one person's, stored once.
    if (await findPasskey(store, credential.id)) return undefined;
    return {
      subject,
      passkey: {
        id: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      },
    };
  } catch {
    return undefined;
  }
}

/** Options for an assertion by any passkey of this site (discoverable): no e-mail asked. */
export async function assertionOptions(
  store: Store,
  rp: RelyingParty,
  purpose: 'signin' | 'reauth',
  subject: string,
) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: challengeLifetimeMs,
  });
  await saveChallenge(store, options.challenge, purpose, subject);
  return options;
}

/**
 * The passkey that answered the challenge, verified with user verification; undefined when
 * anything fails. For `reauth` the passkey must be the signed-in user's own.
 */
export async function verifyAssertion(
  store: Store,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  purpose: 'signin' | 'reauth',
  userId = '',
): Promise<Passkey | undefined> {
  const challenge = signedChallenge(response.response?.clientDataJSON);
  if ((await takeChallenge(store, challenge, purpose, userId)) === undefined) return undefined;
  const passkey =
    typeof response.id === 'string' ? await findPasskey(store, response.id) : undefined;
  if (!passkey || (purpose === 'reauth' && passkey.userId !== userId)) return undefined;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
    if (!verified || !authenticationInfo.userVerified) return undefined;
    await notePasskeyUsed(store, passkey.id, authenticationInfo.newCounter);
    return passkey;
  } catch {
    return undefined;
  }
}
