import { sql, type DeleteResult } from 'kysely';
import type { DestinationName } from './lead';
import { leadJobsOf } from './leads';
import type { Store } from './store';

export interface Removed {
  sent: number;
  spam: number;
  consent: number;
}

/**
 * Leads (or consent records) per transaction. On SQLite the server's writes wait for each one:
 * with 500, a purge at a million leads held the server's /readyz for up to 201 ms.
 */
const defaultBatchSize = 100;

/** Requests that arrived during a batch are answered before the next one. */
const letRequestsThrough = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Deletes delivered leads received before `sentBefore` and held ones before `spamBefore`. A
 * lead is delivered once the inbox has it and, when `webhook` is configured, the CRM too: one
 * still waiting for a configured destination, or for a person there, is kept. Without the
 * webhook configured, its state no longer keeps a lead: nothing will ever send it.
 *
 * In batches, oldest first, a transaction each, with requests let through between them: after
 * RETENTION_DAYS is lowered a purge may take hundreds of thousands of leads, which in one
 * transaction held every other writer (on SQLite, the event loop too) for seconds.
 */
export async function purgeLeads(
  store: Store,
  { sentBefore, spamBefore, webhook }: { sentBefore: number; spamBefore: number; webhook: boolean },
  batchSize = defaultBatchSize,
): Promise<Omit<Removed, 'consent'>> {
  const removed = { sent: 0, spam: 0 };
  // Each status up to its own cut-off: walked together up to the later one, the hourly run read
  // every delivered lead older than the spam period to delete none (12 s at a million leads).
  for (const [status, before] of [
    ['held', spamBefore],
    ['taken', sentBefore],
  ] as const) {
    let after: { at: number; id: string } | undefined;
    for (;;) {
      // The next leads old enough to be judged, in (received_at, id) order after the last
      // batch's: those kept (pending, failed) are walked past once, not read again by every batch.
      const candidates = await store.db
        .selectFrom('leads')
        .select(['id', 'received_at'])
        // A literal, so SQLite takes leads_held for the held (a parameter cannot match its WHERE).
        .where('status', '=', sql.lit(status))
        .where('received_at', '<', before)
        .$if(after !== undefined, (query) =>
          query.where(({ and, or, eb }) =>
            and([
              eb('received_at', '>=', after?.at ?? 0),
              or([eb('received_at', '>', after?.at ?? 0), eb('id', '>', after?.id ?? '')]),
            ]),
          ),
        )
        .orderBy('received_at')
        .orderBy('id')
        .limit(batchSize)
        .execute();
      const last = candidates.at(-1);
      if (last === undefined) break;
      after = { at: last.received_at, id: last.id };
      const batch = await store.db.transaction().execute(async (trx) => {
        // One statement that judges each lead as it deletes it: a lead an operator released while
        // this ran (PostgreSQL judges such a row again as it now is) is no longer held, so it stays.
        const rows = await trx
          .deleteFrom('leads')
          .where(({ and, or, eb, exists, not, selectFrom }) => {
            const delivery = (destination: DestinationName) =>
              selectFrom('jobs')
                .select('key')
                .whereRef('key', '=', 'leads.id')
                .where('task', '=', destination);
            return and([
              eb(
                'id',
                'in',
                candidates.map(({ id }) => id),
              ),
              or([
                and([eb('status', '=', 'held'), eb('received_at', '<', spamBefore)]),
                and([
                  eb('status', '=', 'taken'),
                  eb('received_at', '<', sentBefore),
                  exists(delivery('email').where('state', '=', 'done')),
                  ...(webhook
                    ? [not(exists(delivery('webhook').where('state', '!=', 'done')))]
                    : []),
                ]),
              ]),
            ]);
          })
          .returning(['id', 'status'])
          .execute();
        if (rows.length > 0) {
          await trx
            .deleteFrom('jobs')
            .where(leadJobsOf(rows.map((row) => row.id)))
            .execute();
        }
        return rows;
      });
      const spam = batch.filter((row) => row.status === 'held').length;
      removed.spam += spam;
      removed.sent += batch.length - spam;
      if (candidates.length < batchSize) break;
      await letRequestsThrough();
    }
  }
  return removed;
}

/** `deleteBatch(batchSize)` until a batch deletes fewer, requests let through between: how many. */
async function deleteInBatches(
  deleteBatch: (batchSize: number) => { executeTakeFirstOrThrow(): Promise<DeleteResult> },
  batchSize: number,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const deleted = Number((await deleteBatch(batchSize).executeTakeFirstOrThrow()).numDeletedRows);
    removed += deleted;
    if (deleted < batchSize) return removed;
    await letRequestsThrough();
  }
}

/** Consent records go by their own period, never with their lead; in batches like the leads. */
export async function purgeConsents(
  store: Store,
  givenBefore: number,
  batchSize = defaultBatchSize,
): Promise<number> {
  return deleteInBatches(
    (limit) =>
      store.db
        .deleteFrom('consents')
        .where('lead_id', 'in', (query) =>
          query
            .selectFrom('consents')
            .select('lead_id')
            .where('given_at', '<', givenBefore)
            .limit(limit),
        ),
    batchSize,
  );
}

/**
 * The console's sessions last seen before `seenBefore` or started before `startedBefore` (ended,
 * as resumeSession judges them) and its invites used or expired at `now`: each names a person (an
 * e-mail address, a browser) and opens nothing any more. The people and their passkeys stay, and
 * the audit log keeps who was invited, enrolled and signed in, and when. In batches, like the leads.
 */
export async function forgetConsoleAccess(
  store: Store,
  { seenBefore, startedBefore, now }: { seenBefore: number; startedBefore: number; now: number },
  batchSize = defaultBatchSize,
): Promise<void> {
  await deleteInBatches(
    (limit) =>
      store.db.deleteFrom('console_sessions').where('id', 'in', (query) =>
        query
          .selectFrom('console_sessions')
          .select('id')
          .where(({ or, eb }) =>
            or([eb('last_seen_at', '<', seenBefore), eb('created_at', '<', startedBefore)]),
          )
          .limit(limit),
      ),
    batchSize,
  );
  // As findOpenInvite judges an invite: used, or at or past its expiry.
  await deleteInBatches(
    (limit) =>
      store.db.deleteFrom('console_invites').where('token_hash', 'in', (query) =>
        query
          .selectFrom('console_invites')
          .select('token_hash')
          .where(({ or, eb }) => or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
          .limit(limit),
      ),
    batchSize,
  );
}

/** What the screen remembers outlives neither its window nor the tokens' lifetime. */
export async function forgetScreenMemory(
  store: Store,
  { campaignsBefore, now }: { campaignsBefore: number; now: number },
): Promise<void> {
  await store.db.deleteFrom('campaign_copies').where('seen_at', '<', campaignsBefore).execute();
  await store.db.deleteFrom('spent_tokens').where('expires_at', '<', now).execute();
}
