import { BlockList, isIP } from 'node:net';

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d; ranges are written as a.b.c.d. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function parseEntry(entry: string): { address: string; prefix: number | undefined } | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const family = familyOf(address);
  if (!family || extra !== undefined) return undefined;
  if (prefixText === undefined) return { address, prefix: undefined };
  const prefix = Number(prefixText);
  const bits = family === 'ipv4' ? 32 : 128;
  if (!/^\d+$/.test(prefixText) || prefix > bits) return undefined;
  return { address, prefix };
}

export function isAddressOrRange(entry: string): boolean {
  return parseEntry(entry) !== undefined;
}

/** Matches client addresses against a list of addresses and CIDR ranges (validated by config). */
export class AddressList {
  private readonly blocks = new BlockList();

  constructor(entries: string[]) {
    for (const entry of entries) {
      const parsed = parseEntry(entry);
      if (!parsed) throw new Error(`Not an IP address or CIDR range: ${entry}`);
      const family = familyOf(parsed.address) ?? 'ipv4';
      if (parsed.prefix === undefined) this.blocks.addAddress(parsed.address, family);
      else this.blocks.addSubnet(parsed.address, parsed.prefix, family);
    }
  }

  has(address: string): boolean {
    const plain = unmapped(address.trim());
    const family = familyOf(plain);
    return family !== undefined && this.blocks.check(plain, family);
  }
}
