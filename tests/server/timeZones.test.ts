import { describe, expect, it } from 'vitest';
import { dayStartIn } from '../../server/timeZones';

const start = (day: string, zone: string) =>
  new Date(dayStartIn(Date.parse(`${day}T00:00:00Z`), zone)).toISOString();

describe('when a day begins in a time zone', () => {
  it('is local midnight, in zones behind UTC, ahead of it, off by half an hour, and UTC', () => {
    expect(start('2026-11-26', 'America/Phoenix')).toBe('2026-11-26T07:00:00.000Z');
    expect(start('2026-11-26', 'Asia/Tokyo')).toBe('2026-11-25T15:00:00.000Z');
    expect(start('2026-11-26', 'Asia/Kolkata')).toBe('2026-11-25T18:30:00.000Z');
    expect(start('2026-11-26', 'UTC')).toBe('2026-11-26T00:00:00.000Z');
  });

  it('follows the clock changes: the day of the change and the day after', () => {
    // New York falls back on 1 November 2026 (a 25-hour day) and springs forward on 8 March.
    expect(start('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(start('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(start('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(start('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
  });

  it('begins at the change where the clock skips midnight (Chile: 00:00 becomes 01:00)', () => {
    expect(start('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(start('2026-09-07', 'America/Santiago')).toBe('2026-09-07T03:00:00.000Z');
  });

  it('begins at the second midnight where the clock goes back from midnight to 23:00', () => {
    expect(start('2026-04-05', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
  });
});
