/**
 * Networks remembered at most. Past it the oldest window is forgotten, whether or not it has
 * ended: a stranger rotating through /64s then costs bounded memory, and can at worst give a
 * network its attempts back, never lock anyone out.
 */
const maxNetworks = 10_000;

/**
 * Attempts per address (a network, as the caller keys it) in a fixed window, in memory. The
 * console's sign-in counts per address, not per account, so no number of failures locks a real
 * user out of theirs; the beacon counts a script's page views apart from a person's.
 */
export class AddressLimit {
  /** Oldest window first: each new window is put last. */
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** undefined when allowed; otherwise the seconds to wait. */
  hit(address: string, now = Date.now()): number | undefined {
    const window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(address);
      this.forgetEnded(now);
      this.windows.set(address, { start: now, count: 1 });
      return undefined;
    }
    window.count += 1;
    if (window.count <= this.max) return undefined;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private forgetEnded(now: number) {
    for (const [address, window] of this.windows) {
      if (now - window.start < this.windowMs && this.windows.size < maxNetworks) return;
      this.windows.delete(address);
    }
  }
}
