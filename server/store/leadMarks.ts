import { leadJobsOf } from './leads';
import type { Store } from './store';

/** What a person in the console decided about a lead: handled, or not yet. False: no such lead. */
export async function markHandled(store: Store, id: string, handled: boolean): Promise<boolean> {
  const { numUpdatedRows } = await store.db
    .updateTable('leads')
    .set({ handled_at: handled ? Date.now() : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A person's verdict: spam. A delivered lead stays where it is, marked; a held one is confirmed
 * and leaves the review list. False when there is no such lead or it was marked already.
 */
export async function markSpam(store: Store, id: string): Promise<boolean> {
  const { numUpdatedRows } = await store.db
    .updateTable('leads')
    .set({ spam_marked_at: Date.now() })
    .where('id', '=', id)
    .where('spam_marked_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * Deletes one lead and its deliveries at once, at a person's request. Its consent record stays:
 * it goes by CONSENT_RETENTION_DAYS, never with its lead.
 */
export async function deleteLead(store: Store, id: string): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom('leads')
      .where('id', '=', id)
      .executeTakeFirst();
    await trx
      .deleteFrom('jobs')
      .where(leadJobsOf([id]))
      .execute();
    return numDeletedRows > 0n;
  });
}
