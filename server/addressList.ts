import { BlockList, isIP } from 'node:net';

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

function parseEntry(entry: string) {
  const [address = '', prefixText, extra] = entry.split('/');
  const family = familyOf(address);
  if (!family || extra !== undefined) return undefined;
  if (prefixText === undefined) return { address, family, prefix: undefined };
  const prefix = Number(prefixText);
  if (!/^\d+$/.test(prefixText) || prefix > (family === 'ipv4' ? 32 : 128)) return undefined;
  return { address, family, prefix };
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
      const { address, family, prefix } = parsed;
      if (prefix === undefined) this.blocks.addAddress(address, family);
      else this.blocks.addSubnet(address, prefix, family);
    }
  }

  has(address: string): boolean {
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d; ranges are written as a.b.c.d.
    const plain = address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
    const family = familyOf(plain);
    return family !== undefined && this.blocks.check(plain, family);
  }
}
