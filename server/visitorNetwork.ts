import ipaddr from 'ipaddr.js';

/**
 * What a limit counts as one visitor: an IPv4 address, also when written inside an IPv6 one
 * (IPv4-mapped on a dual-stack socket, or NAT64's well-known prefix, where every IPv4 client
 * shares one /64); else an IPv6 address's /64, the network a provider gives one subscriber, any
 * address of which they may use.
 */
export function visitorNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  if (address.range() === 'rfc6052') {
    return ipaddr.fromByteArray(address.toByteArray().slice(12)).toString();
  }
  const { parts } = address as ipaddr.IPv6;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
