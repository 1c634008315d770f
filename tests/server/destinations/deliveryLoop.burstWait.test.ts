import Fastify from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DeliveryLoop, type Destination } from '../../../server/destinations/deliveryLoop';
import type { RetrySchedule } from '../../../server/destinations/retrySchedule';

const schedule: RetrySchedule = {
  initialDelayMs: 1000,
  maxDelayMs: 10_000,
  giveUpAfterMs: 60_000,
  relistEveryMs: 600_000,
};
const burstWait = { quietMs: 250, maxWaitMs: 2000 };

/** A destination that takes every lead at once and notes when, in fake time. */
function recordingDestination() {
  const deliveredAt = new Map<string, number>();
  const destination: Destination = {
    name: 'test',
    listQueued: () => Promise.resolve([]),
    deliver(id) {
      deliveredAt.set(id, Date.now());
      return Promise.resolve({ outcome: 'finished' });
    },
  };
  return { destination, deliveredAt };
}

let stop: (() => Promise<void>) | undefined;

function startLoop(destination: Destination) {
  const loop = new DeliveryLoop(destination, schedule, Fastify().log, burstWait);
  loop.start();
  stop = () => loop.stop();
  return loop;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(async () => {
  const stopping = stop?.();
  await vi.runAllTimersAsync();
  await stopping;
  vi.useRealTimers();
});

it('sends a single lead once a quarter of a second has passed without another', async () => {
  const { destination, deliveredAt } = recordingDestination();
  const loop = startLoop(destination);
  await vi.advanceTimersByTimeAsync(0);

  loop.notify('a');
  await vi.advanceTimersByTimeAsync(200);
  expect(deliveredAt.has('a')).toBe(false);
  await vi.advanceTimersByTimeAsync(100);
  expect(deliveredAt.get('a')).toBe(250);
});

it('holds a burst until it ends, then sends all of it', async () => {
  const { destination, deliveredAt } = recordingDestination();
  const loop = startLoop(destination);
  await vi.advanceTimersByTimeAsync(0);

  for (const id of ['a', 'b', 'c', 'd']) {
    loop.notify(id);
    await vi.advanceTimersByTimeAsync(100);
  }
  expect(deliveredAt.size).toBe(0);
  await vi.advanceTimersByTimeAsync(150);
  expect([...deliveredAt.values()]).toEqual([550, 550, 550, 550]);
});

it('never holds a lead longer than the longest wait while leads keep coming', async () => {
  const { destination, deliveredAt } = recordingDestination();
  const loop = startLoop(destination);
  await vi.advanceTimersByTimeAsync(0);

  for (let lead = 0; lead < 50; lead += 1) {
    loop.notify(`lead-${lead}`);
    await vi.advanceTimersByTimeAsync(100);
  }
  // The first arrived at 0: the burst's leads so far go at 2 s, the next ones 2 s after theirs.
  expect(deliveredAt.get('lead-0')).toBe(2000);
  expect(deliveredAt.get('lead-19')).toBe(2000);
  expect(deliveredAt.get('lead-20')).toBe(4000);
  for (const [id, at] of deliveredAt) {
    expect(at - Number(id.slice(5)) * 100).toBeLessThanOrEqual(burstWait.maxWaitMs);
  }
});
