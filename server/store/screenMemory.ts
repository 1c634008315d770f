import type { Store } from './openStore';

/** Copies of the text stored since `since`, whoever sent them. */
export async function countCampaignCopies(
  store: Store,
  textHash: string,
  since: number,
): Promise<number> {
  const row = await store.db
    .selectFrom('campaign_copies')
    .select((eb) => eb.fn.countAll<number>().as('copies'))
    .where('text_hash', '=', textHash)
    .where('seen_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.copies ?? 0);
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
