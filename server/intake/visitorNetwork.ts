import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address as numbers, `::` and an IPv4 tail expanded. */
function groupsOf(address: string): number[] {
  const split = (part: string | undefined) =>
    part === undefined || part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  const front = split(head);
  const back = split(tail);
  const gap = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<number>(gap).fill(0), ...back];
}

/**
 * The /96 prefixes whose last 32 bits are an IPv4 client's address: IPv4-mapped (a dual-stack
 * socket) and NAT64's well-known prefix, where every IPv4 client shares one /64.
 */
const embedsIPv4 = [
  [0, 0, 0, 0, 0, 0xffff],
  [0x64, 0xff9b, 0, 0, 0, 0],
];

/**
 * What the rate limit counts as one visitor: an IPv4 address (also when written inside an IPv6
 * one), or an IPv6 address's /64, the network a provider gives one subscriber, any address of
 * which they may use.
 */
export function visitorNetwork(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  if (!isIPv6(address)) return address;
  const groups = groupsOf(address);
  const [a = 0, b = 0] = groups.slice(6);
  if (embedsIPv4.some((prefix) => prefix.every((group, index) => groups[index] === group))) {
    return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
