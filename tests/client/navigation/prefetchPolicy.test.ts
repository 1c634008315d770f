import { expect, it } from 'vitest';
import { mayPrefetch } from '../../../client/navigation/prefetchPolicy';

it('prefetches where the browser tells nothing about the connection', () => {
  expect(mayPrefetch(undefined)).toBe(true);
  expect(mayPrefetch({})).toBe(true);
});

it('prefetches on 3G and 4G', () => {
  expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
  expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
});

it('never prefetches when the visitor asked to save data', () => {
  expect(mayPrefetch({ saveData: true })).toBe(false);
  expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
});

it('never prefetches on 2G', () => {
  expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
  expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
});
