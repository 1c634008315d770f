import type { Store } from './openStore';

export interface Removed {
  sent: number;
  spam: number;
  consent: number;
}

/**
 * Deletes delivered leads received before `sentBefore` and held ones before `spamBefore`. A
 * lead is delivered once the inbox has it and, when `webhook` is configured, the CRM too: one
 * still waiting for a configured destination, or for a person there, is kept.
 */
export async function purgeLeads(
  store: Store,
  { sentBefore, spamBefore, webhook }: { sentBefore: number; spamBefore: number; webhook: boolean },
): Promise<Omit<Removed, 'consent'>> {
  return store.db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('leads')
      .select('id')
      .where('status', '=', 'held')
      .where('received_at', '<', spamBefore)
      .execute();
    const delivered = await trx
      .selectFrom('leads')
      .select('id')
      .where('status', '=', 'taken')
      .where('received_at', '<', sentBefore)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('deliveries')
            .select('lead_id')
            .whereRef('lead_id', '=', 'leads.id')
            .where('destination', '=', 'email')
            .where('state', '=', 'sent'),
        ),
      )
      .$if(webhook, (query) =>
        query.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('deliveries')
                .select('lead_id')
                .whereRef('lead_id', '=', 'leads.id')
                .where('destination', '=', 'webhook')
                .where('state', '!=', 'sent'),
            ),
          ),
        ),
      )
      .execute();
    const ids = [...held, ...delivered].map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500) {
      const batch = ids.slice(start, start + 500);
      await trx.deleteFrom('deliveries').where('lead_id', 'in', batch).execute();
      await trx.deleteFrom('leads').where('id', 'in', batch).execute();
    }
    return { sent: delivered.length, spam: held.length };
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
