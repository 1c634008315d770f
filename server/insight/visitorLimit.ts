/**
 * At most `max` beacons per address in each window: a person reading the site sends a few a
 * minute; more is a script, refused before its body is even read. Kept in memory only, per
 * instance, and forgotten each window.
 */
export function visitorLimit({ max, windowMs }: { max: number; windowMs: number }, now = Date.now) {
  let windowStart = now();
  const counts = new Map<string, number>();
  return function admits(address: string): boolean {
    if (now() - windowStart >= windowMs) {
      counts.clear();
      windowStart = now();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= max;
  };
}
