/** When a destination tries a lead again, and when it stops trying and parks it for a person. */
export interface RetrySchedule {
  /** the wait after the first failed try; it doubles after each further one */
  initialDelayMs: number;
  /** the longest wait, a destination's own Retry-After included */
  maxDelayMs: number;
  /** Counted from a lead's first try: then it is parked for a person. */
  giveUpAfterMs: number;
  /**
   * How often an idle worker looks for due deliveries it was not told of: queued by the
   * operator's command or by an instance that died before sending them. At most a minute,
   * which is also what a task without it gets.
   */
  pollEveryMs?: number;
}

/** 30 s keeps mail flowing within a minute of the SMTP server coming back. */
export const emailRetrySchedule: RetrySchedule = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  pollEveryMs: 2000,
};

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(schedule: RetrySchedule, attempts: number): number {
  const doubled = schedule.initialDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(doubled, schedule.maxDelayMs);
}
