import { afterEach, expect, it, vi } from 'vitest';

async function experienceOn(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(date));
  vi.resetModules();
  return (await import('../../../client/content/experience')).experience;
}

afterEach(() => {
  vi.useRealTimers();
});

it('claims "over six years" now and never more years than have surely passed since 2019', async () => {
  expect(await experienceOn('2026-11-22T12:00:00Z')).toBe('over six years');
  // Even if the company was founded on 31 December 2019, seven full years are behind it by 2027.
  expect(await experienceOn('2027-01-01T12:00:00Z')).toBe('over seven years');
  expect(await experienceOn('2027-12-31T12:00:00Z')).toBe('over seven years');
});
