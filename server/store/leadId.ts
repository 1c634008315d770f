import { randomBytes } from 'node:crypto';

/** Sortable by arrival, so the worker relays in order; unguessable, so ids reveal nothing. */
export function newMessageId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(5).toString('hex')}`;
}

const idTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/;

/** The arrival time newMessageId wrote into the id; undefined for a name it did not make. */
export function receivedAtOf(id: string): Date | undefined {
  const parts = idTime.exec(id);
  if (!parts) return undefined;
  const [year = 0, month = 0, day, hour, minute, second, ms] = parts.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return Number.isNaN(time) ? undefined : new Date(time);
}
