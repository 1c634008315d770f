import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { audit } from '../store/audit';
import { registrationOptions, relyingPartyOf, verifyRegistration } from './ceremonies';
import type { ConsoleContext } from './context';
import { clearSessionCookie, ConsoleError, signedIn } from './guards';
import { addSessionPasskey, passkeysOf, removeOwnPasskey } from './people';
import { endSession, sessionsOf } from './sessions';
import type { Answer, Passkey } from '../../client/console/api/types';

const sensitive = { config: { sensitive: true } };
const idParams = z.object({ id: z.string().min(1).max(200) });

/** A person's own passkeys and sessions. */
export function accountRoutes({
  store,
  config,
  cookie,
  limits,
}: ConsoleContext): FastifyPluginAsync {
  return async (fastify) => {
    fastify.get('/account', async (request): Promise<Answer<'GET /account'>> => {
      const session = signedIn(request);
      const passkeys = await passkeysOf(store, session.user.id);
      return {
        passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }): Passkey => ({
          id,
          name,
          createdAt,
          lastUsedAt,
          current: id === session.passkeyId,
        })),
        sessions: await sessionsOf(
          store,
          { userId: session.user.id, currentId: session.id },
          limits,
        ),
      };
    });

    fastify.post(
      '/passkeys/options',
      sensitive,
      async (request): Promise<Answer<'POST /passkeys/options'>> => {
        const { user } = signedIn(request);
        return registrationOptions(store, relyingPartyOf(request, config.siteUrl), {
          purpose: 'passkey',
          subject: user.id,
          userId: user.id,
          email: user.email,
        }).then((options) => ({ options }));
      },
    );

    fastify.post(
      '/passkeys/verify',
      sensitive,
      async (request): Promise<Answer<'POST /passkeys/verify'>> => {
        const session = signedIn(request);
        const { user } = session;
        const { response, name } = z
          .object({
            response: z.record(z.string(), z.unknown()),
            name: z.string().trim().min(1).max(60).optional(),
          })
          .parse(request.body);
        const verified = await verifyRegistration(
          store,
          relyingPartyOf(request, config.siteUrl),
          response as unknown as RegistrationResponseJSON,
          'passkey',
          user.id,
        );
        if (!verified || verified.subject !== user.id) {
          await audit(store, { actor: user.email, action: 'add passkey', result: 'refused' });
          throw new ConsoleError(422, 'invalid', 'The new passkey could not be verified.');
        }
        if (
          !(await addSessionPasskey(store, session.id, {
            ...verified.passkey,
            userId: user.id,
            name,
          }))
        ) {
          throw new ConsoleError(401, 'signin', 'Your session has ended. Please sign in again.');
        }
        await audit(store, { actor: user.email, action: 'add passkey' });
        return {};
      },
    );

    // The session asking ends too when its own passkey is removed: whoever removes a passkey no
    // longer trusts the device holding it, and may be removing it from that very device.
    fastify.post(
      '/passkeys/:id/remove',
      sensitive,
      async (request, reply): Promise<Answer<'POST /passkeys/:id/remove'>> => {
        const session = signedIn(request);
        const { user } = session;
        const { id } = idParams.parse(request.params);
        const removed = await removeOwnPasskey(store, user.id, id);
        if (removed === 'none') {
          throw new ConsoleError(404, 'not-found', 'You have no such passkey.');
        }
        if (removed === 'last') {
          throw new ConsoleError(
            409,
            'conflict',
            'This is your last passkey: add another one first.',
          );
        }
        const signedOut = id === session.passkeyId;
        if (signedOut) clearSessionCookie(reply, cookie);
        await audit(store, {
          actor: user.email,
          action: 'remove passkey',
          detail: `${removed.ended} session(s) ended`,
        });
        return { signedOut };
      },
    );

    fastify.post(
      '/sessions/:id/end',
      async (request, reply): Promise<Answer<'POST /sessions/:id/end'>> => {
        const session = signedIn(request);
        const { id } = idParams.parse(request.params);
        if (!(await endSession(store, id, session.user.id))) {
          throw new ConsoleError(404, 'not-found', 'That session has already ended.');
        }
        if (id === session.id) clearSessionCookie(reply, cookie);
        await audit(store, { actor: session.user.email, action: 'end session' });
        return {};
      },
    );
  };
}
