import { sql } from 'kysely';
import type { DestinationName } from './lead';
import type { Store } from './store';
import type { Failure } from './schema';

/** A delivery a worker holds until `claimedUntil`, with its try already counted. */
export interface Claimed {
  leadId: string;
  destination: DestinationName;
  /** this try included */
  attempts: number;
  firstAttemptAt: number;
}

/**
 * Claims the destination's oldest due delivery and records the try, in one statement, before
 * the worker talks to anyone: PostgreSQL's SKIP LOCKED lets every instance claim side by side.
 * A claim that runs out (its worker died) makes the delivery due again for any worker.
 */
export async function claimDelivery(
  store: Store,
  destination: DestinationName,
  { now, leaseMs }: { now: number; leaseMs: number },
): Promise<Claimed | undefined> {
  const row = await store.db
    .updateTable('deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      first_attempt_at: eb.fn.coalesce('first_attempt_at', eb.val(now)),
      last_attempt_at: now,
      claimed_until: now + leaseMs,
    }))
    .where('destination', '=', destination)
    .where('lead_id', '=', (eb) =>
      eb
        .selectFrom('deliveries')
        .select('lead_id')
        .where('destination', '=', destination)
        .where('state', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where((where) =>
          where.or([where('claimed_until', 'is', null), where('claimed_until', '<', now)]),
        )
        .orderBy('next_attempt_at')
        .orderBy('lead_id')
        .limit(1)
        .$if(store.engine === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    .returning(['lead_id', 'attempts', 'first_attempt_at'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    leadId: row.lead_id,
    destination,
    attempts: row.attempts,
    firstAttemptAt: row.first_attempt_at ?? now,
  };
}

/** Keeps a long try (the SMTP server's answer to the final dot may take minutes) claimed. */
export async function extendClaim(store: Store, claim: Claimed, until: number): Promise<void> {
  await store.db
    .updateTable('deliveries')
    .set({ claimed_until: until })
    .where('lead_id', '=', claim.leadId)
    .where('destination', '=', claim.destination)
    // A renewal landing after the try was settled must not hold the delivery again.
    .where('attempts', '=', claim.attempts)
    .where('claimed_until', 'is not', null)
    .execute();
}

/**
 * The try has gone past the point of no return (the SMTP server accepted DATA): from here, a
 * worker dying leaves it `sending`, which is never tried again blindly.
 */
export async function markSending(store: Store, claim: Claimed): Promise<void> {
  await store.db
    .updateTable('deliveries')
    .set({ state: 'sending' })
    .where('lead_id', '=', claim.leadId)
    .where('destination', '=', claim.destination)
    .where('attempts', '=', claim.attempts)
    .execute();
}

/**
 * Tries past the point of no return whose worker died (their claim ran out): the destination
 * may have the lead, so they are parked as unconfirmed for a person. Returns the leads parked.
 */
export async function parkCutOffTries(
  store: Store,
  destination: DestinationName,
  now: number,
  reason: string,
): Promise<string[]> {
  const rows = await store.db
    .updateTable('deliveries')
    .set({ state: 'failed', failure: 'unconfirmed', last_error: reason, claimed_until: null })
    .where('destination', '=', destination)
    .where('state', '=', 'sending')
    .where('claimed_until', '<', now)
    .returning('lead_id')
    .execute();
  return rows.map((row) => row.lead_id);
}

export type Settlement =
  | { state: 'sent'; rejectedRecipients?: string[] }
  | { state: 'queued'; nextAttemptAt: number; lastError: string }
  | { state: 'failed'; failure: Failure; lastError: string };

/**
 * What the try came to. Only while still claimed as it was: a delivery an operator queued
 * again meanwhile, or a lead purged, is left as it now is.
 */
export async function settleDelivery(
  store: Store,
  claim: Claimed,
  settlement: Settlement,
): Promise<void> {
  await store.db
    .updateTable('deliveries')
    .set({
      state: settlement.state,
      claimed_until: null,
      ...(settlement.state === 'sent' && {
        rejected_recipients:
          settlement.rejectedRecipients && settlement.rejectedRecipients.length > 0
            ? JSON.stringify(settlement.rejectedRecipients)
            : null,
      }),
      ...(settlement.state === 'queued' && {
        next_attempt_at: settlement.nextAttemptAt,
        last_error: settlement.lastError,
      }),
      ...(settlement.state === 'failed' && {
        failure: settlement.failure,
        last_error: settlement.lastError,
      }),
    })
    .where('lead_id', '=', claim.leadId)
    .where('destination', '=', claim.destination)
    .where('attempts', '=', claim.attempts)
    .where('state', 'in', ['sending', 'queued'])
    .execute();
}

/** When the destination's next queued delivery falls due; undefined when none waits. */
export async function nextDueAt(
  store: Store,
  destination: DestinationName,
): Promise<number | undefined> {
  // A delivery another worker holds is due when its claim runs out, not before: counting it due
  // at once would have this worker ask again and again while the other one sends.
  const row = await store.db
    .selectFrom('deliveries')
    .select(
      sql<
        number | null
      >`min(case when claimed_until > next_attempt_at then claimed_until else next_attempt_at end)`.as(
        'due',
      ),
    )
    .where('destination', '=', destination)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return row?.due === null || row?.due === undefined ? undefined : Number(row.due);
}
