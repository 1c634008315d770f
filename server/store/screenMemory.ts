import { emailKey } from './consents';
import type { Lead } from './lead';
import type { Store } from './store';

/** Past the third copy the verdict no longer changes; the count only shows the size. */
const maxCopiesRead = 100;

/**
 * The copies of the text stored since `since`: the addresses (lower-cased) they came from, their
 * senders' networks (as the rate limit keys them) and their messages, oldest first.
 */
export async function campaignCopies(
  store: Store,
  textHash: string,
  since: number,
): Promise<{ copies: number; senders: Set<string>; networks: Set<string>; texts: string[] }> {
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
