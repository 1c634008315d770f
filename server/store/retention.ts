import { destinationNames, type DestinationName } from './lead';
import type { Store } from './store';

export interface Removed {
  sent: number;
  spam: number;
  consent: number;
}

/**
 * Deletes delivered leads received before `sentBefore` and held ones before `spamBefore`. A
 * lead is delivered once the inbox has it and, when `webhook` is configured, the CRM too: one
 * still waiting for a configured destination, or for a person there, is kept. Without the
 * webhook configured, its state no longer keeps a lead: nothing will ever send it.
 */
export async function purgeLeads(
  store: Store,
  { sentBefore, spamBefore, webhook }: { sentBefore: number; spamBefore: number; webhook: boolean },
): Promise<Omit<Removed, 'consent'>> {
  return store.db.transaction().execute(async (trx) => {
    // One statement that judges each lead as it deletes it: a lead an operator released while
    // this ran (PostgreSQL judges such a row again as it now is) is no longer held, so it stays.
    const removed = await trx
      .deleteFrom('leads')
      .where(({ and, or, eb, exists, not, selectFrom }) => {
        const delivery = (destination: DestinationName) =>
          selectFrom('jobs')
            .select('key')
            .whereRef('key', '=', 'leads.id')
            .where('task', '=', destination);
        return or([
          and([eb('status', '=', 'held'), eb('received_at', '<', spamBefore)]),
          and([
            eb('status', '=', 'taken'),
            eb('received_at', '<', sentBefore),
            exists(delivery('email').where('state', '=', 'done')),
            ...(webhook ? [not(exists(delivery('webhook').where('state', '!=', 'done')))] : []),
          ]),
        ]);
      })
      .returning(['id', 'status'])
      .execute();
    const ids = removed.map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500) {
      await trx
        .deleteFrom('jobs')
        .where('task', 'in', destinationNames)
        .where('key', 'in', ids.slice(start, start + 500))
        .execute();
    }
    const spam = removed.filter((row) => row.status === 'held').length;
    return { sent: removed.length - spam, spam };
  });
}

/** Consent records go by their own period, never with their lead. */
export async function purgeConsents(store: Store, givenBefore: number): Promise<number> {
  const { numDeletedRows } = await store.db
    .deleteFrom('consents')
    .where('given_at', '<', givenBefore)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** What the screen remembers outlives neither its window nor the tokens' lifetime. */
export async function forgetScreenMemory(
  store: Store,
  { campaignsBefore, now }: { campaignsBefore: number; now: number },
): Promise<void> {
  await store.db.deleteFrom('campaign_copies').where('seen_at', '<', campaignsBefore).execute();
  await store.db.deleteFrom('spent_tokens').where('expires_at', '<', now).execute();
}
