/**
 * What a destination has done with one lead, one record per destination per lead (the e-mail's
 * in state/<id>.json), written durably before and after each try. JSON with these fields:
 *
 * - `state`: where the destination stands.
 *   `sending`: written before each try. Found when a process starts, it means the previous one
 *   stopped during a try: the destination may have the lead (see each destination for what it
 *   does then).
 *   `waiting`: the last try failed temporarily; tries continue until the schedule's
 *   `giveUpAfterMs` has passed since `firstAttemptAt`, then the lead is parked for a person.
 *   `sent`: the destination confirmed it; never sent again by the relay.
 *   `failing`: about to be parked for a person, with the reason in `lastError`; written before
 *   the lead moves, so a crash in between leaves neither a resendable record nor a parked lead
 *   without a reason: the next start finishes the move.
 *   `failed`: parked for a person (refused permanently, gave up, or unconfirmed).
 * - `attempts`: tries since the lead was last queued for this destination.
 * - `firstAttemptAt`, `lastAttemptAt`: ISO 8601 times of those tries.
 * - `lastError` (optional): the last failure, as the destination or the connection reported it.
 * - `failure` (`failing` and `failed` only): why it was parked, one of `Failure`.
 * - `rejectedRecipients` (optional, e-mail, `sent` only): MAIL_TO addresses the server refused
 *   while accepting the others (logged at error level with `event: "partial-recipient-refusal"`).
 *
 * A lead queued again by hand (retry, release) starts with fresh attempts: a `failed` record, or
 * none, counts as new. Removing the record when queueing a lead again has the same effect.
 */
/**
 * Why a lead was parked: `refused` for good by the destination, `gave-up` after the schedule's
 * last try, `unconfirmed`: a try was cut off after the lead went out, so the destination may
 * have it (only a person can tell; never retried in bulk).
 */
export type Failure = 'refused' | 'gave-up' | 'unconfirmed';

export interface DeliveryRecord {
  state: 'sending' | 'waiting' | 'sent' | 'failing' | 'failed';
  attempts: number;
  firstAttemptAt: string;
  lastAttemptAt: string;
  lastError?: string;
  /** set with `failing` and `failed` */
  failure?: Failure;
  rejectedRecipients?: string[];
}

/** The record of a new try, carrying over the tries since the lead was queued. */
export function startAttempt(previous: DeliveryRecord | undefined): DeliveryRecord {
  const now = new Date().toISOString();
  return {
    state: 'sending',
    attempts: (previous?.attempts ?? 0) + 1,
    firstAttemptAt: previous?.firstAttemptAt ?? now,
    lastAttemptAt: now,
    ...(previous?.lastError !== undefined && { lastError: previous.lastError }),
  };
}
