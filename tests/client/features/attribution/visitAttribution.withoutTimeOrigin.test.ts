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
  const loadedAt = Date.now();
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(undefined as unknown as number);
  // The script runs a second into the page's load, on both clocks. The real performance.now()
  // counts from this test file's start, seconds on a loaded machine.
  vi.spyOn(performance, 'now').mockReturnValue(1000);
  vi.useFakeTimers({ toFake: ['Date'], now: loadedAt + 1000 });

  startVisitAttribution(onPageShown);
  pageShown('/contact');
  vi.setSystemTime(loadedAt + 95_400);

  expect(attributionForSending()?.secondsToSend).toBe(95);
});
