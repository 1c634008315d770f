import { randomInt } from 'node:crypto';
import { connect, createServer } from 'node:net';

/**
 * A loopback port free now, for a server the caller starts (or leaves down) later. Drawn below
 * Linux's range for port 0 (32768 to 60999), so no server started meanwhile with port 0 (the
 * tests start many) is given it: in a CI run, a test's sink was handed such a port back and took
 * a lead meant to find nothing there.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomInt(20_000, 32_768);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Something accepts connections on the loopback port: a server started elsewhere is up. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
