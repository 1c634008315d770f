import { emailKey } from './consents';
import type { Lead } from './lead';
import type { Store } from './store';

/** Past the third sender the verdict no longer changes; the count only shows the size. */
const maxCopiesRead = 100;

/**
 * The addresses (lower-cased) that sent copies of the text stored since `since`: a person
 * sending their own message again is no campaign.
 */
export async function campaignSenders(
  store: Store,
  textHash: string,
  since: number,
): Promise<Set<string>> {
  const rows = await store.db
    .selectFrom('campaign_copies')
    .innerJoin('leads', 'leads.id', 'campaign_copies.lead_id')
    .select('leads.fields')
    .where('campaign_copies.text_hash', '=', textHash)
    .where('campaign_copies.seen_at', '>=', since)
    .orderBy('campaign_copies.seen_at')
    .limit(maxCopiesRead)
    .execute();
  return new Set(rows.map((row) => emailKey((JSON.parse(row.fields) as Lead['message']).email)));
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
