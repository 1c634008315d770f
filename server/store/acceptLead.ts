import { sql, type Transaction } from 'kysely';
import { consentRecordOf, emailKey, recordConsent } from './consents';
import { queueLeadJobs } from './jobs';
import type { DestinationName, Lead } from './lead';
import { leadRow } from './leads';
import type { Store } from './store';
import type { Database } from './schema';

export interface Acceptance {
  lead: Lead;
  held: boolean;
  /** a keyed hash of the visitor's address, which the rate limit counts by */
  visitor: string;
  /** one delivery each, queued in the same transaction; none for a held lead */
  destinations: DestinationName[];
  /** the campaign layer's hash of the text, remembered as one more copy */
  campaignText?: string | undefined;
  /** the earlier copies of it the verdict rests on, when one more would change it */
  campaignCounted?: { since: number; earlier: number } | undefined;
  /** tokens this message spends: each buys one stored message */
  spends: { hash: string; expiresAt: number }[];
  rateLimit: { max: number; windowMs: number };
}

/** The visitor has had their stored messages for the window; `retryAfterMs` until the next. */
export class RateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('rate limited');
  }
}

/** A token of this message bought another one meanwhile: screen it again, it is spent now. */
export class AlreadySpent extends Error {
  constructor() {
    super('a token of this message was spent meanwhile');
  }
}

/** Another copy of this message's text was stored since its screen counted them: screen it again. */
export class CopyStoredMeanwhile extends Error {
  constructor() {
    super('a copy of this text was stored meanwhile');
  }
}

/**
 * One more copy of the text, recorded only while its copies are as many as the verdict counted:
 * copies posted at once to two instances each counted the other's as not there yet.
 */
async function recordCampaignCopy(
  trx: Transaction<Database>,
  store: Store,
  a: Acceptance & { campaignText: string },
  seenAt: number,
) {
  const counted = a.campaignCounted;
  // One copy at a time past the count; on SQLite the one writer already makes it so.
  if (counted && store.engine === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtextextended(${a.campaignText}, 1))`.execute(trx);
  }
  const { numInsertedOrUpdatedRows } = await trx
    .insertInto('campaign_copies')
    .columns(['text_hash', 'lead_id', 'seen_at'])
    .expression(
      trx
        .selectNoFrom((eb) => [
          eb.val(a.campaignText).as('text_hash'),
          eb.val(a.lead.id).as('lead_id'),
          sql<number>`cast(${seenAt} as bigint)`.as('seen_at'),
        ])
        .$if(counted !== undefined, (query) =>
          query.where(
            (eb) =>
              eb
                .selectFrom(
                  eb
                    .selectFrom('campaign_copies')
                    .innerJoin('leads', 'leads.id', 'campaign_copies.lead_id')
                    .select('campaign_copies.lead_id')
                    .where('campaign_copies.text_hash', '=', a.campaignText)
                    .where('campaign_copies.seen_at', '>=', counted?.since ?? 0)
                    .limit((counted?.earlier ?? 0) + 1)
                    .as('copies'),
                )
                .select((inner) => inner.fn.countAll().as('count')),
            '<=',
            counted?.earlier ?? 0,
          ),
        ),
    )
    .executeTakeFirst();
  if (numInsertedOrUpdatedRows === 0n) throw new CopyStoredMeanwhile();
}

async function checkRateLimit(trx: Transaction<Database>, store: Store, a: Acceptance) {
  // Two posts of one visitor on two instances must not both see room for one more.
  if (store.engine === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtextextended(${a.visitor}, 0))`.execute(trx);
  }
  const now = Date.parse(a.lead.receivedAt);
  const { max, windowMs } = a.rateLimit;
  const recent = await trx
    .selectFrom('leads')
    .select('received_at')
    .where('visitor', '=', a.visitor)
    .where('received_at', '>', now - windowMs)
    .orderBy('received_at', 'desc')
    .limit(max)
    .execute();
  const oldestCounted = recent[max - 1];
  // A post received just before the one it waited for sees that one in its future: past the window.
  if (oldestCounted) {
    throw new RateLimited(Math.min(windowMs, oldestCounted.received_at + windowMs - now));
  }
}

/**
 * Accepting a lead is this one transaction: the lead with its screen verdict, its deliveries,
 * its consent record, what the screen must remember, and the tokens it spends. Committed
 * (durably: synchronous=FULL on SQLite) before the visitor is answered; nothing of it before.
 */
export async function acceptLead(store: Store, a: Acceptance): Promise<void> {
  const { lead } = a;
  const receivedAt = Date.parse(lead.receivedAt);
  await store.transact(async (trx) => {
    await checkRateLimit(trx, store, a);
    for (const spend of a.spends) {
      const { numInsertedOrUpdatedRows } = await trx
        .insertInto('spent_tokens')
        .values({ hash: spend.hash, expires_at: spend.expiresAt })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .executeTakeFirst();
      if (numInsertedOrUpdatedRows === 0n) throw new AlreadySpent();
    }
    await trx
      .insertInto('leads')
      .values(leadRow(lead, { status: a.held ? 'held' : 'taken', visitor: a.visitor, eml: null }))
      .execute();
    await queueLeadJobs(trx, lead.id, a.destinations, receivedAt);
    const consent = a.held ? undefined : consentRecordOf(lead);
    if (consent) await recordConsent(trx, consent);
    if (a.campaignText !== undefined) {
      await recordCampaignCopy(trx, store, { ...a, campaignText: a.campaignText }, receivedAt);
    }
  });
}

/** Past the third copy the verdict no longer changes; the count only shows the size. */
const maxCopiesRead = 100;

/**
 * The copies of the text stored since `since`: the addresses (lower-cased) they came from, their
 * senders' networks (as the rate limit keys them) and their messages, oldest first.
 */
export async function campaignCopies(store: Store, textHash: string, since: number) {
  const rows = await store.db
    .selectFrom('campaign_copies')
    .innerJoin('leads', 'leads.id', 'campaign_copies.lead_id')
    .select(['leads.fields', 'leads.visitor'])
    .where('campaign_copies.text_hash', '=', textHash)
    .where('campaign_copies.seen_at', '>=', since)
    .orderBy('campaign_copies.seen_at')
    .limit(maxCopiesRead)
    .execute();
  const messages = rows.map((row) => JSON.parse(row.fields) as Lead['message']);
  return {
    copies: rows.length,
    senders: new Set(messages.map((message) => emailKey(message.email))),
    networks: new Set(rows.map((row) => row.visitor)),
    texts: messages.map((message) => message.message),
  };
}

/** Has a stored message spent this token already? */
export async function isSpent(store: Store, hash: string): Promise<boolean> {
  const row = await store.db
    .selectFrom('spent_tokens')
    .select('hash')
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}
