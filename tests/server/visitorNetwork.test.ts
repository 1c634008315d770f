import { expect, it } from 'vitest';
import { visitorNetwork } from '../../server/visitorNetwork';

it('counts an IPv4 address as itself, however it is written', () => {
  expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
  expect(visitorNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(visitorNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
  expect(visitorNetwork('64:ff9b::203.0.113.7')).toBe('203.0.113.7');
  expect(visitorNetwork('64:ff9b::cb00:7108')).toBe('203.0.113.8');
});

it('counts an IPv6 address as its /64, however it is written', () => {
  const network = '2001:db8:0:12::/64';
  expect(visitorNetwork('2001:db8::12:0:0:0:1')).toBe(network);
  expect(visitorNetwork('2001:DB8:0000:0012:ffff:1:2:3')).toBe(network);
  expect(visitorNetwork('2001:db8:0:12::1%eth0')).toBe(network);
  expect(visitorNetwork('2001:db8:0:13::1')).not.toBe(network);
});
