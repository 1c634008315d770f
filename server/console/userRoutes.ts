import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { emailPattern } from '../../client/features/contact/contactMessage';
import { audit, readAudit } from '../store/audit';
import { relyingPartyOf } from './ceremonies';
import type { ConsoleContext } from './context';
import { ConsoleError, signedIn } from './guards';
import { createInvite, normalEmail } from './invites';
import { listUsers, revokeUser } from './people';
import type { Answer } from '../../client/console/api/types';

const owner = { config: { access: 'owner' as const } };
const ownerSensitive = { config: { access: 'owner' as const, sensitive: true } };

const emailBody = z.object({ email: z.email({ pattern: emailPattern }).transform(normalEmail) });

/** What only an owner does: the people, their invites and revocation, and the audit log. */
export function userRoutes({ store, config }: ConsoleContext): FastifyPluginAsync {
  return async (fastify) => {
    fastify.get('/users', owner, async (): Promise<Answer<'GET /users'>> => ({
      users: await listUsers(store),
    }));

    fastify.post(
      '/users/invite',
      ownerSensitive,
      async (request): Promise<Answer<'POST /users/invite'>> => {
        const { user } = signedIn(request);
        const { email, role } = emailBody
          .extend({ role: z.enum(['owner', 'member']) })
          .parse(request.body);
        const { origin } = relyingPartyOf(request, config.siteUrl);
        const invite = await createInvite(store, { email, role, origin });
        await audit(store, { actor: user.email, action: 'invite', detail: `${email} as ${role}` });
        return invite;
      },
    );

    fastify.post(
      '/users/revoke',
      ownerSensitive,
      async (request): Promise<Answer<'POST /users/revoke'>> => {
        const { user } = signedIn(request);
        const { email } = emailBody.parse(request.body);
        if (!(await revokeUser(store, email))) {
          throw new ConsoleError(404, 'not-found', `No console user ${email}.`);
        }
        await audit(store, { actor: user.email, action: 'revoke', detail: email });
        return {};
      },
    );

    fastify.get('/audit', owner, async (request): Promise<Answer<'GET /audit'>> => {
      const { before } = z.object({ before: z.string().max(100).optional() }).parse(request.query);
      return readAudit(store, { before, limit: 100 });
    });
  };
}
