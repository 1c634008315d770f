import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage } from '../helper';

/**
 * An IPv6 visitor is given a whole /64 by their provider and picks any address in it at will:
 * counted per address, a script on one connection would never meet the limit.
 */
it('counts the addresses of one IPv6 /64 as one visitor', async () => {
  const { app } = await buildTestApp({ rateLimitMax: 2 });
  const from = (remoteAddress: string) => postJson(app, validMessage, { remoteAddress });

  expect((await from('2001:db8:1:2::1')).statusCode).toBe(202);
  expect((await from('2001:db8:1:2:a:b:c:d')).statusCode).toBe(202);
  expect((await from('2001:db8:1:2::3')).statusCode).toBe(429);
  expect((await from('2001:db8:1:3::1')).statusCode).toBe(202);
});
