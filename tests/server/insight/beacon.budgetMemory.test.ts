import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { createBeaconIntake } from '../../../server/insight/takeBeacon';
import { openTestStore } from '../storeHelper';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** What the heap holds once everything unreachable is gone. */
function heapInUse(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** A stranger's next /64: a provider hands a subscriber a /48 or a /56, 256 to 65,536 of them. */
const networkAddress = (index: number) =>
  `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`;

it("remembers no address that comes once the minute's budget is spent: a flood from ever new /64s costs no memory", async () => {
  const beacons = createBeaconIntake(await openTestStore('sqlite'), {
    siteUrl: 'https://www.example.com',
    limits: { perAddress: 30, perInstance: 1 },
    now: () => Date.parse('2026-11-27T12:00:10Z'),
  });
  expect(beacons.admits('203.0.113.5')).toBe('admitted');
  // The code on the way is compiled before the heap is measured, not while.
  for (let index = 0; index < 2_000; index += 1) beacons.admits(networkAddress(index));

  const verdicts = { admitted: 0, limited: 0, over_budget: 0 };
  const before = heapInUse();
  for (let index = 2_000; index < 102_000; index += 1) {
    verdicts[beacons.admits(networkAddress(index))] += 1;
  }
  const grown = heapInUse() - before;

  expect(verdicts).toEqual({ admitted: 0, limited: 0, over_budget: 100_000 });
  // 100,000 networks remembered take about 16 MB.
  expect(grown).toBeLessThan(1_000_000);
  expect(beacons.admits('203.0.113.5')).toBe('over_budget');
});
