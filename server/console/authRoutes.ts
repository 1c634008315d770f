import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { audit } from '../store/audit';
import { visitorNetwork } from '../visitorNetwork';
import {
  assertionOptions,
  registrationOptions,
  relyingPartyOf,
  verifyAssertion,
  verifyRegistration,
} from './ceremonies';
import type { ConsoleContext } from './context';
import {
  clearSessionCookie,
  ConsoleError,
  sessionOf,
  setSessionCookie,
  signedIn,
  userView,
} from './guards';
import { findOpenInvite } from './invites';
import { addPasskey, findUserByEmail } from './people';
import { hashToken, newId } from './secrets';
import { endSession, noteAssertion, startSession } from './sessions';
import type { Answer } from '../../client/console/api/types';

const anyone = { config: { access: 'anyone' as const } };

const ceremonyResponse = z.record(z.string(), z.unknown());
const tokenBody = z.object({ token: z.string().min(1).max(200) });

const invalidInvite = 'This enrolment link is no longer valid. Ask an owner for a new one.';
const notVerified =
  'Your passkey could not be verified. Please try again, with a passkey that asks for your PIN, fingerprint or face.';

/** The routes that let a person in: enrolment from an invite, sign-in, sign-out, step-up. */
export function authRoutes(context: ConsoleContext): FastifyPluginAsync {
  const { store, config, cookie, signInLimit } = context;
  const rpOf = (request: FastifyRequest) => relyingPartyOf(request, config.siteUrl);

  function limitAttempts(request: FastifyRequest) {
    // By network, as the contact form counts: an IPv6 subscriber may use any address of a /64.
    const wait = signInLimit.hit(visitorNetwork(request.ip));
    if (wait !== undefined) {
      throw Object.assign(
        new ConsoleError(
          429,
          'rate-limited',
          `Too many attempts from your network. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
        ),
        { retryAfter: wait },
      );
    }
  }

  /** The invite the link names while it is still open; a used, expired or unknown one is audited. */
  async function openInviteOrRefuse(request: FastifyRequest, token: string) {
    const invite = await findOpenInvite(store, token);
    if (invite) return invite;
    await audit(store, {
      actor: request.ip,
      action: 'enrol',
      detail: 'invalid link',
      result: 'refused',
    });
    throw new ConsoleError(404, 'invalid', invalidInvite);
  }

  async function signInAs(
    request: FastifyRequest,
    signer: { userId: string; passkeyId: string },
  ): Promise<string | undefined> {
    const previous = await sessionOf(request, context);
    if (previous) await endSession(store, previous.id);
    return startSession(store, signer, String(request.headers['user-agent'] ?? ''));
  }

  return async (fastify) => {
    fastify.post(
      '/enrol/options',
      anyone,
      async (request): Promise<Answer<'POST /enrol/options'>> => {
        limitAttempts(request);
        const { token } = tokenBody.parse(request.body);
        const invite = await openInviteOrRefuse(request, token);
        const userId = (await findUserByEmail(store, invite.email))?.id ?? newId();
        const options = await registrationOptions(store, rpOf(request), {
          purpose: 'enrol',
          subject: `${invite.tokenHash}:${userId}`,
          userId,
          email: invite.email,
        });
        return { email: invite.email, role: invite.role, options };
      },
    );

    fastify.post(
      '/enrol/verify',
      anyone,
      async (request, reply): Promise<Answer<'POST /enrol/verify'>> => {
        limitAttempts(request);
        const { token, response } = tokenBody
          .extend({ response: ceremonyResponse })
          .parse(request.body);
        const tokenHash = hashToken(token);
        const invite = await openInviteOrRefuse(request, token);
        const verified = await verifyRegistration(
          store,
          rpOf(request),
          response as unknown as RegistrationResponseJSON,
          'enrol',
          `${tokenHash}:`,
        );
        if (!verified) {
          await audit(store, {
            actor: invite.email,
            action: 'enrol',
            detail: 'passkey not verified',
            result: 'refused',
          });
          throw new ConsoleError(422, 'invalid', notVerified);
        }
        const userId = verified.subject.slice(tokenHash.length + 1);
        const now = Date.now();
        const enrolled = await store.db.transaction().execute(async (trx) => {
          const { numUpdatedRows } = await trx
            .updateTable('console_invites')
            .set({ used_at: now })
            .where('token_hash', '=', tokenHash)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst();
          if (numUpdatedRows === 0n) return false;
          // One statement, not a look then an insert: two invites for one address used at once
          // both land on the one account (the second waits for the first on PostgreSQL).
          await trx
            .insertInto('console_users')
            .values({
              id: userId,
              email: invite.email,
              role: invite.role,
              created_at: now,
              last_sign_in_at: null,
            })
            .onConflict((conflict) => conflict.column('email').doUpdateSet({ role: invite.role }))
            .execute();
          const account = await trx
            .selectFrom('console_users')
            .select('id')
            .where('email', '=', invite.email)
            .executeTakeFirstOrThrow();
          await addPasskey(
            { db: trx },
            { ...verified.passkey, userId: account.id, name: 'Passkey 1' },
            now,
          );
          return true;
        });
        if (!enrolled) throw new ConsoleError(404, 'invalid', invalidInvite);
        const user = await findUserByEmail(store, invite.email);
        if (!user) throw new ConsoleError(404, 'invalid', invalidInvite);
        const session = await signInAs(request, {
          userId: user.id,
          passkeyId: verified.passkey.id,
        });
        // Revoked between the enrolment and its session.
        if (session === undefined) throw new ConsoleError(404, 'invalid', invalidInvite);
        setSessionCookie(reply, cookie, session);
        await audit(store, { actor: user.email, action: 'enrol', detail: `as ${user.role}` });
        return { user: userView({ user, assertionAt: now }) };
      },
    );

    fastify.post(
      '/signin/options',
      anyone,
      async (request): Promise<Answer<'POST /signin/options'>> => {
        limitAttempts(request);
        return { options: await assertionOptions(store, rpOf(request), 'signin', '') };
      },
    );

    fastify.post(
      '/signin/verify',
      anyone,
      async (request, reply): Promise<Answer<'POST /signin/verify'>> => {
        limitAttempts(request);
        const { response } = z.object({ response: ceremonyResponse }).parse(request.body);
        const passkey = await verifyAssertion(
          store,
          rpOf(request),
          response as unknown as AuthenticationResponseJSON,
          'signin',
        );
        const user =
          passkey &&
          (await store.db
            .selectFrom('console_users')
            .select(['id', 'email', 'role'])
            .where('id', '=', passkey.userId)
            .executeTakeFirst());
        if (!user) {
          await audit(store, {
            actor: request.ip,
            action: 'sign-in',
            detail: 'passkey not verified',
            result: 'refused',
          });
          throw new ConsoleError(401, 'signin', notVerified);
        }
        const token = await signInAs(request, { userId: user.id, passkeyId: passkey.id });
        // The passkey was removed (or its person revoked) since it was checked.
        if (token === undefined) throw new ConsoleError(401, 'signin', notVerified);
        setSessionCookie(reply, cookie, token);
        await audit(store, { actor: user.email, action: 'sign-in' });
        return { user: userView({ user, assertionAt: Date.now() }) };
      },
    );

    fastify.post('/signout', async (request, reply): Promise<Answer<'POST /signout'>> => {
      const session = signedIn(request);
      await endSession(store, session.id);
      clearSessionCookie(reply, cookie);
      await audit(store, { actor: session.user.email, action: 'sign-out' });
      return {};
    });

    // "Who is signed in?" has "nobody" for an answer, not a refusal: a signed-out visit then logs no
    // failed request in the browser. Every other route still refuses with 401.
    fastify.get('/me', anyone, async (request): Promise<Answer<'GET /me'>> => {
      const session = await sessionOf(request, context);
      return { user: session ? userView(session) : null };
    });

    fastify.post('/reauth/options', async (request): Promise<Answer<'POST /reauth/options'>> => {
      const session = signedIn(request);
      return { options: await assertionOptions(store, rpOf(request), 'reauth', session.user.id) };
    });

    fastify.post('/reauth/verify', async (request): Promise<Answer<'POST /reauth/verify'>> => {
      const session = signedIn(request);
      const { response } = z.object({ response: ceremonyResponse }).parse(request.body);
      const passkey = await verifyAssertion(
        store,
        rpOf(request),
        response as unknown as AuthenticationResponseJSON,
        'reauth',
        session.user.id,
      );
      if (!passkey) {
        await audit(store, { actor: session.user.email, action: 'reauth', result: 'refused' });
        throw new ConsoleError(422, 'invalid', notVerified);
      }
      const now = Date.now();
      await noteAssertion(store, session.id, now);
      await audit(store, { actor: session.user.email, action: 'reauth' });
      return { user: userView({ ...session, assertionAt: now }) };
    });
  };
}
