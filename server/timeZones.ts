/** Whether the runtime knows the time zone: an IANA name such as `America/Phoenix`, or `UTC`. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * How a zone's name is written (`America/Argentina/Buenos_Aires`, `Etc/GMT+7`, `UTC`), known to
 * this runtime or not: a browser names its own zone from its own tz data, which may be newer, or
 * `Etc/Unknown` when the system's zone is unknown.
 */
export const timeZoneName = /^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/;

/** The zone, or UTC where the runtime does not know it: a reader can do nothing about their zone. */
export const knownZoneOrUtc = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC');

const dayMs = 86_400_000;

/** The zone's offset from UTC at an instant, in ms, from its `GMT-07:00` name. */
function offsetAt(instant: number, format: Intl.DateTimeFormat): number {
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] =
    /^GMT(?:([+-])(\d+):(\d+)(?::(\d+))?)?$/.exec(name ?? '') ?? [];
  const offset = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? -offset : offset;
}

/**
 * The instant a calendar day begins in the zone: its midnight there or, where a clock change
 * skips midnight, the change. `utcMidnight` is the day as Date.parse reads `YYYY-MM-DD`.
 */
export function dayStartIn(utcMidnight: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  // Midnight falls under the offset in force the day before, or under the one the day after.
  const candidates = [utcMidnight - dayMs, utcMidnight + dayMs].map(
    (near) => utcMidnight - offsetAt(near, format),
  );
  const midnights = candidates.filter((start) => utcMidnight - start === offsetAt(start, format));
  return midnights.length > 0 ? Math.min(...midnights) : Math.max(...candidates);
}
