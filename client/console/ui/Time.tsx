import { formatTime, isoTime } from './time';

export function Time({ value }: { value: string | number | null | undefined }) {
  const iso = isoTime(value);
  return iso ? <time dateTime={iso}>{formatTime(value)}</time> : <>{formatTime(value)}</>;
}
