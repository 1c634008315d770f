import { expect, it } from 'vitest';
import { AddressLimit } from '../../server/addressLimit';

it('remembers at most 10,000 networks, forgetting the oldest first, however many are still counting', () => {
  const limit = new AddressLimit(1, 10 * 60_000);
  const start = Date.now();
  limit.hit('2001:db8::/64', start);
  expect(limit.hit('2001:db8::/64', start)).toBeGreaterThan(0);

  // A stranger rotating through /64s within one window: each takes a place of its own.
  for (let network = 1; network <= 10_000; network += 1) {
    limit.hit(`2001:db8:${network.toString(16)}::/64`, start + network);
  }

  expect(limit.hit('2001:db8::/64', start + 10_001)).toBeUndefined();
  expect(limit.hit('2001:db8:2710::/64', start + 10_002)).toBeGreaterThan(0);
});
