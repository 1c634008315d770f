import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPageLoads, pageLoadsAllowed } from '../../../client/lib/pageLoadHold';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled once the timers have run `ms` on. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('page loads held for a message on its way', () => {
  it('wait for the message while it gets its answer', async () => {
    vi.useFakeTimers();
    let answer!: () => void;
    holdPageLoads(new Promise<void>((resolve) => (answer = resolve)));

    const allowed = pageLoadsAllowed();
    expect(await settledAfter(allowed, 1_000)).toBe(false);
    answer();
    expect(await settledAfter(allowed, 0)).toBe(true);
  });

  // On a stalled phone connection the message may wait most of a minute for its answer, and a link
  // that does nothing meanwhile looks broken.
  it('go within half a minute even when the message is never answered', async () => {
    vi.useFakeTimers();
    holdPageLoads(new Promise(() => undefined));

    expect(await settledAfter(pageLoadsAllowed(), 30_000)).toBe(true);
  });
});
