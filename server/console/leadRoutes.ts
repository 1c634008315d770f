import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { configuredDestinations } from '../config';
import { dayStartIn, knownZoneOrUtc, timeZoneName } from '../timeZones';
import { readInsightReport } from '../insight/report';
import { emlOf, leadOrRefuse, releaseHeld, retryFailed } from '../operations/leadOperations';
import { readDestinationBacklog, readLastOutcomes, readWaitingDeliveries } from '../store/backlog';
import { leadIdText } from '../store/lead';
import { deleteLead, markHandled, markSpam, unmarkSpam } from '../store/leadMoves';
import {
  eachLead,
  leadStates,
  readHeldForReview,
  readLeadPage,
  type LeadCursor,
  type LeadFilter,
} from '../store/leadPages';
import { audit } from '../store/audit';
import type { ConsoleContext } from './context';
import { ConsoleError, signedIn } from './guards';
import type { LeadFeed } from './leadFeed';
import { csvLine, utf8Bom } from './csv';
import { leadDetail, leadRow } from './leadViews';
import type { Answer } from '../../client/console/api/types';

const dayMs = 86_400_000;
/** The day's UTC midnight: the day as written, before it is placed in the reader's zone. */
const dayStart = (text: string) => Date.parse(`${text}T00:00:00Z`);
// Date.parse gives NaN for month 13 (an error on PostgreSQL) and rolls 02-30 over to March.
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((text) => {
    const start = dayStart(text);
    return !Number.isNaN(start) && new Date(start).toISOString().startsWith(text);
  }, 'no such day');

const filterQuery = z.object({
  q: z.string().max(200).optional(),
  state: z.enum(leadStates).optional(),
  source: z.string().min(1).max(200).optional(),
  campaign: z.string().min(1).max(200).optional(),
  from: date.optional(),
  to: date.optional(),
  /** the reader's IANA time zone, whose days `from` and `to` are; UTC's without it or unknown */
  tz: z
    .string()
    .max(100)
    .regex(timeZoneName, 'expected a time zone such as America/Phoenix')
    .optional(),
  cursor: z
    .string()
    .regex(new RegExp(`^\\d{1,15}_${leadIdText}$`, 'u'))
    .optional(),
});

/** The query's filters; dates are days in the reader's zone (UTC's if unknown), `to` included. */
function filterOf(query: z.output<typeof filterQuery>): LeadFilter {
  const zone = knownZoneOrUtc(query.tz ?? 'UTC');
  return {
    q: query.q,
    state: query.state,
    source: query.source,
    campaign: query.campaign,
    from: query.from === undefined ? undefined : dayStartIn(dayStart(query.from), zone),
    to: query.to === undefined ? undefined : dayStartIn(dayStart(query.to) + dayMs, zone),
  };
}

const cursorText = (cursor: LeadCursor) => `${cursor.receivedAt}_${cursor.id}`;
function cursorOf(text: string | undefined): LeadCursor | undefined {
  if (text === undefined) return undefined;
  const split = text.indexOf('_');
  return { receivedAt: Number(text.slice(0, split)), id: text.slice(split + 1) };
}

const leadId = z.string().regex(new RegExp(`^${leadIdText}$`, 'u'));
const idParams = z.object({ id: leadId });
const idsBody = z.object({ ids: z.array(leadId).max(500) });

/** The download's name as every browser reads it: a plain fallback, then the id as it is. */
const attachmentOf = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(
    name,
  ).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
const sensitive = { config: { sensitive: true } };
/** Fastify answers HEAD with the GET's handler, the body left out: nothing is downloaded then. */
const downloads = (request: FastifyRequest) => request.method !== 'HEAD';

const csvColumns = [
  'id',
  'receivedAt',
  'state',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'source',
  'campaign',
  'points',
] as const;

/** The leads: the inbox, a lead's page and its actions, the held, the deliveries, the numbers. */
export function leadRoutes(
  { store, config, queued }: ConsoleContext,
  feed: LeadFeed,
): FastifyPluginAsync {
  return async (fastify) => {
    fastify.get('/leads', async (request): Promise<Answer<'GET /leads'>> => {
      const query = filterQuery.parse(request.query);
      const page = await readLeadPage(store, filterOf(query), {
        after: cursorOf(query.cursor),
        limit: 50,
      });
      return { leads: page.leads.map(leadRow), next: page.next ? cursorText(page.next) : null };
    });

    fastify.get('/leads/:id', async (request): Promise<Answer<'GET /leads/:id'>> => {
      const { id } = idParams.parse(request.params);
      return leadDetail(await leadOrRefuse(store, id), configuredDestinations(config));
    });

    fastify.post(
      '/leads/:id/handled',
      async (request): Promise<Answer<'POST /leads/:id/handled'>> => {
        const { user } = signedIn(request);
        const { id } = idParams.parse(request.params);
        const { handled } = z.object({ handled: z.boolean() }).parse(request.body);
        if (!(await markHandled(store, id, handled))) {
          await leadOrRefuse(store, id);
          throw new ConsoleError(409, 'conflict', `Lead ${id} is held: release it first.`);
        }
        await audit(store, {
          actor: user.email,
          action: handled ? 'handled' : 'new again',
          leadId: id,
        });
        return {};
      },
    );

    fastify.post(
      '/leads/:id/release',
      async (request): Promise<Answer<'POST /leads/:id/release'>> => {
        const { user } = signedIn(request);
        const { id } = idParams.parse(request.params);
        await releaseHeld(store, config, id);
        queued();
        await audit(store, { actor: user.email, action: 'release', leadId: id });
        return {};
      },
    );

    fastify.post('/leads/:id/spam', async (request): Promise<Answer<'POST /leads/:id/spam'>> => {
      const { user } = signedIn(request);
      const { id } = idParams.parse(request.params);
      await leadOrRefuse(store, id);
      if (!(await markSpam(store, id))) {
        throw new ConsoleError(409, 'conflict', `Lead ${id} is marked as spam already.`);
      }
      await audit(store, { actor: user.email, action: 'spam', leadId: id });
      return {};
    });

    // One tap marks a lead as spam, so one must take the mark back: a held lead can then be released.
    fastify.post(
      '/leads/:id/not-spam',
      async (request): Promise<Answer<'POST /leads/:id/not-spam'>> => {
        const { user } = signedIn(request);
        const { id } = idParams.parse(request.params);
        await leadOrRefuse(store, id);
        if (!(await unmarkSpam(store, id))) {
          throw new ConsoleError(409, 'conflict', `Lead ${id} is not marked as spam.`);
        }
        await audit(store, { actor: user.email, action: 'not spam', leadId: id });
        return {};
      },
    );

    fastify.post('/leads/:id/retry', async (request): Promise<Answer<'POST /leads/:id/retry'>> => {
      const { user } = signedIn(request);
      const { id } = idParams.parse(request.params);
      const { destination } = z
        .object({ destination: z.enum(['email', 'webhook']) })
        .parse(request.body);
      await retryFailed(store, config, id, destination);
      queued();
      await audit(store, { actor: user.email, action: 'retry', leadId: id, detail: destination });
      return {};
    });

    fastify.post(
      '/leads/:id/delete',
      sensitive,
      async (request): Promise<Answer<'POST /leads/:id/delete'>> => {
        const { user } = signedIn(request);
        const { id } = idParams.parse(request.params);
        if (!(await deleteLead(store, id)))
          throw new ConsoleError(404, 'not-found', `No lead ${id}.`);
        await audit(store, { actor: user.email, action: 'delete', leadId: id });
        return {};
      },
    );

    fastify.get('/leads/:id/eml', async (request, reply) => {
      const { user } = signedIn(request);
      const { id } = idParams.parse(request.params);
      const eml = await emlOf(await leadOrRefuse(store, id), config);
      if (downloads(request)) {
        await audit(store, { actor: user.email, action: 'download eml', leadId: id });
      }
      return reply
        .type('message/rfc822')
        .header('content-disposition', attachmentOf(`${id}.eml`))
        .send(eml);
    });

    fastify.get('/export.csv', sensitive, async (request, reply) => {
      const { user } = signedIn(request);
      const query = filterQuery.omit({ cursor: true }).parse(request.query);
      const filter = filterOf(query);
      if (downloads(request)) {
        await audit(store, {
          actor: user.email,
          action: 'export',
          detail: new URLSearchParams(query).toString(),
        });
      }
      async function* lines() {
        yield utf8Bom + csvLine([...csvColumns]);
        for await (const lead of eachLead(store, filter)) {
          const row = { ...leadRow(lead), message: lead.message.message };
          yield csvLine(csvColumns.map((column) => row[column]));
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(Readable.from(lines()));
    });

    fastify.get('/held', async (): Promise<Answer<'GET /held'>> => ({
      leads: (await readHeldForReview(store, 200)).map(leadRow),
    }));

    for (const action of ['release', 'spam'] as const) {
      fastify.post(
        `/held/${action}`,
        async (request): Promise<Answer<`POST /held/${typeof action}`>> => {
          const { user } = signedIn(request);
          const { ids } = idsBody.parse(request.body);
          const done: string[] = [];
          const skipped: string[] = [];
          for (const id of ids) {
            try {
              if (action === 'release') {
                // Refused too when judged spam by someone else since this list was read.
                await releaseHeld(store, config, id);
              } else if (!(await markSpam(store, id, { onlyHeld: true }))) {
                throw new Error('marked already, or no longer held');
              }
              done.push(id);
              await audit(store, { actor: user.email, action, leadId: id });
            } catch {
              skipped.push(id);
            }
          }
          if (action === 'release' && done.length > 0) queued();
          return { done, skipped };
        },
      );
    }

    fastify.get('/deliveries', async (): Promise<Answer<'GET /deliveries'>> => ({
      destinations: await Promise.all(
        configuredDestinations(config).map(async (name) => {
          const [backlog, last, items] = await Promise.all([
            readDestinationBacklog(store, name),
            readLastOutcomes(store, name),
            readWaitingDeliveries(store, name, 100),
          ]);
          return {
            name,
            pending: backlog.pending,
            failed: backlog.failed,
            oldestPendingAt:
              backlog.oldestPendingAt === undefined
                ? null
                : new Date(backlog.oldestPendingAt).toISOString(),
            lastError: last.lastError?.reason ?? null,
            items,
          };
        }),
      ),
    }));

    fastify.get('/insight', async (request): Promise<Answer<'GET /insight'>> => {
      const { days } = z
        .object({ days: z.enum(['7', '30', '90']).default('30').transform(Number) })
        .parse(request.query);
      return readInsightReport(store, { days, now: Date.now() });
    });

    fastify.get('/events', async (request, reply) => {
      const session = signedIn(request);
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      feed.open(reply.raw, session.id);
    });
  };
}
