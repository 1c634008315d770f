const dayMs = 24 * 60 * 60 * 1000;

/** Days since the epoch, in UTC: what a visitor hash, a salt and a report line belong to. */
export const dayOf = (ms: number): number => Math.floor(ms / dayMs);

/** The day's first millisecond. */
export const startOf = (day: number): number => day * dayMs;

/** 2026-11-26 */
export const dateOf = (day: number): string => new Date(day * dayMs).toISOString().slice(0, 10);
