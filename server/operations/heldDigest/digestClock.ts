/** When the digest goes out: an hour of the day in a time zone (IANA name, e.g. America/Phoenix). */
export interface DigestTime {
  hour: number;
  timeZone: string;
}

export interface LocalTime {
  /** YYYY-MM-DD */
  day: string;
  hour: number;
  /** YYYY-MM-DD HH:MM, as the digest writes times */
  text: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `at` on the wall clock of `timeZone`. */
export function localTime(at: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour: Number(parts.hour), text: `${day} ${parts.hour}:${parts.minute}` };
}

/** The day whose digest is due at `at`: today, once the digest's hour has come. */
export function dueDigestDay(at: number, time: DigestTime): string | undefined {
  const local = localTime(at, time.timeZone);
  return local.hour >= time.hour ? local.day : undefined;
}
