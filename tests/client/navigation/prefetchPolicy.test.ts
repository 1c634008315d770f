import { expect, it } from 'vitest';
import { mayPrefetch, type PrefetchReason } from '../../../client/navigation/prefetchPolicy';

const ahead: PrefetchReason[] = ['view', 'hover', 'focus'];

it('prefetches for every reason where the browser tells nothing about the connection', () => {
  for (const reason of [...ahead, 'touch'] as const) {
    expect(mayPrefetch(reason, undefined)).toBe(true);
    expect(mayPrefetch(reason, {})).toBe(true);
  }
});

it('prefetches links in view, hovered or focused on 3G and 4G', () => {
  for (const reason of ahead) {
    expect(mayPrefetch(reason, { effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayPrefetch(reason, { effectiveType: '3g' })).toBe(true);
  }
});

it('prefetches only on touch when the visitor asked to save data', () => {
  for (const reason of ahead) {
    expect(mayPrefetch(reason, { saveData: true })).toBe(false);
    expect(mayPrefetch(reason, { effectiveType: '4g', saveData: true })).toBe(false);
  }
  expect(mayPrefetch('touch', { effectiveType: '4g', saveData: true })).toBe(true);
});

it('prefetches only on touch on 2G', () => {
  for (const reason of ahead) {
    expect(mayPrefetch(reason, { effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch(reason, { effectiveType: 'slow-2g' })).toBe(false);
  }
  expect(mayPrefetch('touch', { effectiveType: 'slow-2g' })).toBe(true);
});
