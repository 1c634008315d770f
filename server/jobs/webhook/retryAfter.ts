/**
 * A Retry-After header in ms: delay-seconds or an HTTP date; undefined when absent or unreadable.
 * Never below a second: `Retry-After: 0` (or a date in the past) must not become a tight loop.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.max(1000, Math.ceil(ms / 1000) * 1000);
}
