import {
  sql,
  type ExpressionBuilder,
  type Expression,
  type SqlBool,
  type Selectable,
} from 'kysely';
import { destinationNames, type DestinationName } from './lead';
import { leadJobsOf, leadOf, type Folder, type StoredLead } from './leads';
import type { Database, JobState } from './schema';
import type { Engine, Store } from './store';

/** Where a lead stands for the people working the leads, one word each (see stateOf). */
export type LeadState = 'new' | 'handled' | 'held' | 'marked' | 'failed';
export const leadStates: LeadState[] = ['new', 'handled', 'held', 'marked', 'failed'];

export interface LeadFilter {
  /** words in the name, e-mail, company or message */
  q?: string;
  state?: LeadState;
  /** the outbox command's folders */
  folder?: Folder;
  /** the UTM source, or the referring site's host, or `direct` */
  source?: string;
  campaign?: string;
  /** received at or after (ms) */
  from?: number;
  /** received before (ms) */
  to?: number;
}

/** Where a page ends: the next one starts after this lead (newest first). */
export interface LeadCursor {
  receivedAt: number;
  id: string;
}

type Eb = ExpressionBuilder<Database, 'leads'>;

/**
 * A JSON column's text at a path, alike on both engines. The path is written into the SQL, not
 * passed as a parameter: PostgreSQL then estimates a search's matches and walks the time index
 * newest first (7 ms for a page at 100,000 leads) instead of sorting every match (1.5 s).
 */
function jsonText(engine: Engine, column: 'fields' | 'attribution' | 'screen', path: string[]) {
  const json = sql.ref(`leads.${column}`);
  return engine === 'sqlite'
    ? sql<string | null>`json_extract(${json}, ${sql.lit(`$.${path.join('.')}`)})`
    : sql<string | null>`(${json}::json #>> ${sql.lit(`{${path.join(',')}}`)})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The lead has a delivery of one of `destinations` in one of `states`. */
function deliveryIn(eb: Eb, destinations: readonly DestinationName[], states: JobState[]) {
  return eb.exists(
    eb
      .selectFrom('jobs')
      .select('jobs.key')
      .where('jobs.task', 'in', destinations)
      .whereRef('jobs.key', '=', 'leads.id')
      .where('jobs.state', 'in', states),
  );
}

const failedDelivery = (eb: Eb) => deliveryIn(eb, destinationNames, ['failed']);
const emailIn = (eb: Eb, states: JobState[]) => deliveryIn(eb, ['email'], states);

/** The screen marked it as possible spam: its JSON is written by JSON.stringify, without spaces. */
const screenMarked = (eb: Eb) => eb('leads.screen', 'like', '%"verdict":"marked"%');

/** The state's condition; the same order of precedence as stateOf. */
function stateCondition(eb: Eb, state: LeadState): Expression<SqlBool> {
  if (state === 'held') return eb('leads.status', '=', 'held');
  const taken = eb('leads.status', '=', 'taken');
  if (state === 'failed') return eb.and([taken, failedDelivery(eb)]);
  const notFailed = eb.not(failedDelivery(eb));
  if (state === 'marked') {
    return eb.and([
      taken,
      notFailed,
      eb.or([
        eb('leads.spam_marked_at', 'is not', null),
        eb.and([eb('leads.handled_at', 'is', null), screenMarked(eb)]),
      ]),
    ]);
  }
  const unmarked = eb('leads.spam_marked_at', 'is', null);
  if (state === 'handled') {
    return eb.and([taken, notFailed, unmarked, eb('leads.handled_at', 'is not', null)]);
  }
  return eb.and([
    taken,
    notFailed,
    unmarked,
    eb('leads.handled_at', 'is', null),
    eb.or([eb('leads.screen', 'is', null), eb.not(screenMarked(eb))]),
  ]);
}

function folderCondition(eb: Eb, folder: Folder): Expression<SqlBool> {
  if (folder === 'spam') return eb('leads.status', '=', 'held');
  const taken = eb('leads.status', '=', 'taken');
  if (folder === 'pending') return eb.and([taken, eb.not(emailIn(eb, ['done', 'failed']))]);
  return eb.and([taken, emailIn(eb, [folder === 'sent' ? 'done' : folder])]);
}

/** A space (the fields are joined by one), or what JSON.stringify writes otherwise. */
const spansOrEscaped = (words: string) =>
  /[\s"\\\ud800-\udfff]/.test(words) || [...words].some((char) => char < ' ');

function filterConditions(eb: Eb, engine: Engine, filter: LeadFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.q !== undefined && filter.q.trim() !== '') {
    const text = sql<string>`concat_ws(' ', ${sql.join(
      ['name', 'email', 'company', 'message'].map((name) => jsonText(engine, 'fields', [name])),
    )})`;
    const words = filter.q.trim();
    const pattern = `%${escapeLike(words)}%`;
    const like = (haystack: Expression<string>) =>
      engine === 'sqlite'
        ? sql<SqlBool>`${haystack} like ${pattern} escape '\\'`
        : // PostgreSQL's LIKE escapes with a backslash by default.
          sql<SqlBool>`${haystack} ilike ${pattern}`;
    // Words without a space lie within one field, as it stands in the JSON text unless they hold
    // what JSON escapes: the raw text then turns most leads away before any JSON is parsed
    // (PostgreSQL parsed every lead's four fields for a search: 1 s at 100,000 leads).
    if (!spansOrEscaped(words)) conditions.push(like(sql.ref('leads.fields')));
    conditions.push(like(text));
  }
  if (filter.state !== undefined) conditions.push(stateCondition(eb, filter.state));
  if (filter.folder !== undefined) conditions.push(folderCondition(eb, filter.folder));
  if (filter.source !== undefined) {
    const utmSource = jsonText(engine, 'attribution', ['utm', 'source']);
    if (filter.source === 'direct') {
      conditions.push(
        eb.or([
          eb('leads.attribution', 'is', null),
          eb.and([
            eb(jsonText(engine, 'attribution', ['utm']), 'is', null),
            eb(jsonText(engine, 'attribution', ['clickId']), 'is', null),
            eb(jsonText(engine, 'attribution', ['referrer']), 'is', null),
          ]),
        ]),
      );
    } else {
      const referrer = jsonText(engine, 'attribution', ['referrer']);
      const host = escapeLike(filter.source);
      conditions.push(
        eb.or([
          eb(utmSource, '=', filter.source),
          sql<SqlBool>`${referrer} like ${`%//${host}/%`} escape '\\'`,
          sql<SqlBool>`${referrer} like ${`%//${host}`} escape '\\'`,
        ]),
      );
    }
  }
  if (filter.campaign !== undefined) {
    conditions.push(eb(jsonText(engine, 'attribution', ['utm', 'campaign']), '=', filter.campaign));
  }
  if (filter.from !== undefined) conditions.push(eb('leads.received_at', '>=', filter.from));
  if (filter.to !== undefined) conditions.push(eb('leads.received_at', '<', filter.to));
  return conditions;
}

async function withDeliveries(store: Store, rows: Selectable<Database['leads']>[]) {
  if (rows.length === 0) return [];
  const deliveries = await store.db
    .selectFrom('jobs')
    .selectAll()
    .where(leadJobsOf(rows.map((row) => row.id)))
    .execute();
  // Grouped once: a filter per lead read every job of the page 500 times (15 % of `list`).
  const byLead = new Map<string, Selectable<Database['jobs']>[]>();
  for (const delivery of deliveries) {
    const ofLead = byLead.get(delivery.key);
    if (ofLead) ofLead.push(delivery);
    else byLead.set(delivery.key, [delivery]);
  }
  return rows.map((row) => leadOf(row, byLead.get(row.id)));
}

/**
 * One page of the leads the filter keeps, newest first, and where the next page starts: the
 * console's inbox, its CSV export and `npm run outbox -- list` all page through this, so memory
 * stays flat however many leads there are. The order rides on the index on received_at.
 */
export async function readLeadPage(
  store: Store,
  filter: LeadFilter,
  { after, limit }: { after?: LeadCursor; limit: number },
): Promise<{ leads: StoredLead[]; next: LeadCursor | undefined }> {
  const rows = await store.db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => {
      const conditions = filterConditions(eb, store.engine, filter);
      if (after) {
        // The bound on received_at alone is what the index seeks to: with the OR by itself,
        // PostgreSQL walked the index from the newest lead and filtered out every lead of the
        // pages before (a page 800,000 leads down read them all: 360 ms where this takes 1 ms).
        conditions.push(
          eb('leads.received_at', '<=', after.receivedAt),
          eb.or([eb('leads.received_at', '<', after.receivedAt), eb('leads.id', '<', after.id)]),
        );
      }
      return eb.and(conditions);
    })
    .orderBy('leads.received_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    leads: await withDeliveries(store, page),
    next: rows.length > limit && last ? { receivedAt: last.received_at, id: last.id } : undefined,
  };
}

/** Every lead the filter keeps, a page at a time, newest first. */
export async function* eachLead(store: Store, filter: LeadFilter, pageSize = 500) {
  let after: LeadCursor | undefined;
  do {
    const page = await readLeadPage(store, filter, { after, limit: pageSize });
    yield* page.leads;
    after = page.next;
  } while (after);
}

/** Every lead, newest first, in one array: for tests and small stores only. */
export async function listLeads(store: Store): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for await (const lead of eachLead(store, {})) leads.push(lead);
  return leads;
}

/**
 * The held leads no person has judged yet, fewest points first (as the digest lists them): a
 * person held by mistake stands at the top, a flood's bots below. At most `limit`.
 */
export async function readHeldForReview(store: Store, limit: number): Promise<StoredLead[]> {
  const score =
    store.engine === 'sqlite'
      ? sql<number>`coalesce(json_extract(leads.screen, '$.score'), 0)`
      : sql<number>`coalesce((leads.screen::json ->> 'score')::numeric, 0)`;
  const rows = await store.db
    .selectFrom('leads')
    .selectAll()
    .where('status', '=', 'held')
    .where('spam_marked_at', 'is', null)
    .orderBy(score)
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => leadOf(row, []));
}

/** The state's word for one lead; the same precedence as stateCondition. */
export function stateOf(lead: StoredLead): LeadState {
  if (lead.status === 'held') return 'held';
  if (Object.values(lead.deliveries).some((delivery) => delivery.state === 'failed')) {
    return 'failed';
  }
  if (lead.spamMarkedAt !== undefined) return 'marked';
  if (lead.handledAt !== undefined) return 'handled';
  return lead.screen?.verdict === 'marked' ? 'marked' : 'new';
}
