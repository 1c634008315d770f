import { commonCopy } from '../content/common';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored time (ISO string or epoch milliseconds) in the reader's own zone. */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return commonCopy.none;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
}

/** The same time as a machine-readable `dateTime` attribute for <time>. */
export function isoTime(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
