import { describe, expect, it } from 'vitest';
import { retentionPeriod } from '../../../client/content/privacy';

describe('retentionPeriod', () => {
  it.each([
    [730, '24 months'],
    [365, '12 months'],
    [30, '1 month'],
    [1, '1 day'],
    [31, '31 days'],
    // 7 months are 212.9 days: 213 would keep a message longer than "7 months" promises.
    [213, '213 days'],
    [212, '7 months'],
  ])('%i days read as %s', (days, text) => {
    expect(retentionPeriod(days)).toBe(text);
  });
});
