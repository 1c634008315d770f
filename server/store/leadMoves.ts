import { consentRecordOf, recordConsent } from './consents';
import { queueLeadJobs } from './jobs';
import type { DestinationName } from './lead';
import { leadJobsOf, readLead } from './leads';
import type { Store } from './store';

/**
 * A held lead taken after all (the operator's `release`): queued for every configured
 * destination, its consent recorded, in one transaction. False when it was not held, or a person
 * confirmed it as spam (in the same statement: a confirmation just before cannot be overruled).
 */
export async function releaseLead(store: Store, id: string, destinations: DestinationName[]) {
  return store.db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('leads')
      .set({ status: 'taken' })
      .where('id', '=', id)
      .where('status', '=', 'held')
      .where('spam_marked_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return { released: false, consentRecorded: false };
    await queueLeadJobs(trx, id, destinations, Date.now());
    const lead = await readLead({ ...store, db: trx }, id);
    const record = lead && consentRecordOf(lead);
    if (record) await recordConsent(trx, record);
    return { released: true, consentRecorded: record !== undefined };
  });
}

/**
 * Queues a taken lead's delivery again with fresh tries (the operator's retry and replay),
 * only from the states given: never an e-mail the inbox already has. False when it was not in
 * one of them.
 */
export async function requeueDelivery(
  store: Store,
  id: string,
  destination: DestinationName,
  from: ('sent' | 'failed' | 'none')[],
): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    // Held until this commits: retention purging the lead meanwhile waits, then takes its
    // delivery too, instead of leaving one queued for a lead no longer there.
    const lead = await trx
      .selectFrom('leads')
      .select('status')
      .where('id', '=', id)
      .$if(store.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (lead?.status !== 'taken') return false;
    const job = await trx
      .selectFrom('jobs')
      .select('state')
      .where('task', '=', destination)
      .where('key', '=', id)
      .executeTakeFirst();
    const state = job === undefined ? 'none' : job.state === 'done' ? 'sent' : job.state;
    if (!(from as string[]).includes(state)) return false;
    await queueLeadJobs(trx, id, [destination], Date.now());
    return true;
  });
}

/**
 * What a person in the console decided about a taken lead: handled, or not yet. False: no such
 * lead, or it is held (in the same statement: once released it would show as handled, unseen).
 */
export async function markHandled(store: Store, id: string, handled: boolean): Promise<boolean> {
  const { numUpdatedRows } = await store.db
    .updateTable('leads')
    .set({ handled_at: handled ? Date.now() : null })
    .where('id', '=', id)
    .where('status', '=', 'taken')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A person's verdict: spam. A delivered lead stays where it is, marked; a held one is confirmed
 * and leaves the review list. False when there is no such lead or it was marked already, or,
 * `onlyHeld`, when it is no longer held (released meanwhile: not to be marked from a stale list).
 */
export async function markSpam(store: Store, id: string, { onlyHeld = false } = {}) {
  const { numUpdatedRows } = await store.db
    .updateTable('leads')
    .set({ spam_marked_at: Date.now() })
    .where('id', '=', id)
    .where('spam_marked_at', 'is', null)
    .$if(onlyHeld, (query) => query.where('status', '=', 'held'))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** A person's spam mark taken back (a mark in error): false when it was not marked. */
export async function unmarkSpam(store: Store, id: string) {
  const { numUpdatedRows } = await store.db
    .updateTable('leads')
    .set({ spam_marked_at: null })
    .where('id', '=', id)
    .where('spam_marked_at', 'is not', null)
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
