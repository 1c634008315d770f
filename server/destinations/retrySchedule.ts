/** When a destination tries a lead again, and when it stops trying and parks it for a person. */
export interface RetrySchedule {
  /** the wait after the first failed try; it doubles after each further one */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Counted from a lead's first try: then it is parked for a person and stops holding a place. */
  giveUpAfterMs: number;
  /**
   * The queue is listed at start and then at most this often: between listings it is kept in
   * memory (new leads join it through notify), so a cycle over 100,000 queued leads does not
   * read and sort the folder each time. What another process queues (an operator's retry) is
   * picked up by the next listing.
   */
  relistEveryMs: number;
}

/** 30 s keeps mail flowing within a minute of the SMTP server coming back. */
export const emailRetrySchedule: RetrySchedule = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  relistEveryMs: 60_000,
};

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(schedule: RetrySchedule, attempts: number): number {
  const doubled = schedule.initialDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(doubled, schedule.maxDelayMs);
}

export function hasGivenUp(schedule: RetrySchedule, firstAttemptAt: string, now: number): boolean {
  return now - Date.parse(firstAttemptAt) >= schedule.giveUpAfterMs;
}
