import { afterEach, expect, it, vi } from 'vitest';
import { onPageShown, pageShown } from '../../../../client/navigation/pageShown';
import {
  attributionForSending,
  startVisitAttribution,
} from '../../../../client/features/attribution/visitAttribution';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// performance.timeOrigin is Safari 15+; the site serves iOS Safari 14 up (vite.config.ts), and a
// lead's mail shows its "Time to send".
it('times the visit on a browser without performance.timeOrigin', () => {
  sessionStorage.clear();
  const loadedAt = Date.now() - performance.now();
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(undefined as unknown as number);
  vi.useFakeTimers({ toFake: ['Date'], now: loadedAt + 1000 });

  startVisitAttribution(onPageShown);
  pageShown('/contact');
  vi.setSystemTime(loadedAt + 95_400);

  expect(attributionForSending()?.secondsToSend).toBeGreaterThanOrEqual(94);
  expect(attributionForSending()?.secondsToSend).toBeLessThanOrEqual(96);
});
