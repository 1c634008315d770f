import { expect, it } from 'vitest';
import type { Config } from '../../../server/config';
import { buildTestApp, postJson, validMessage } from '../helper';

const visitor = '203.0.113.7';
const proxy = '10.0.0.2';

/** Three posts from one machine, each claiming another address in X-Forwarded-For. */
async function spoofingRun(
  trustProxy: Config['trustProxy'],
  remoteAddress: string,
  xff: (n: number) => string,
) {
  const { app } = await buildTestApp({ rateLimitMax: 2, trustProxy });
  const codes: number[] = [];
  for (let n = 1; n <= 3; n += 1) {
    const response = await postJson(app, validMessage, {
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': xff(n),
      },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

it('without TRUST_PROXY, X-Forwarded-For is ignored: the connection is the visitor', async () => {
  expect(await spoofingRun(false, visitor, (n) => `198.51.100.${n}`)).toEqual([202, 202, 429]);
});

it('with proxy addresses, a visitor talking to the server directly cannot claim another IP', async () => {
  expect(await spoofingRun(['10.0.0.0/8'], visitor, (n) => `198.51.100.${n}`)).toEqual([
    202, 202, 429,
  ]);
});

it('with proxy addresses, an address the visitor prepends behind the proxy is not believed', async () => {
  // The proxy appends the address it saw; whatever the visitor wrote stays to its left.
  expect(await spoofingRun(['10.0.0.0/8'], proxy, (n) => `198.51.100.${n}, ${visitor}`)).toEqual([
    202, 202, 429,
  ]);
});

it.each([
  ['proxy addresses', [proxy]],
  ['a hop count', 1],
] as const)(
  'with %s, two visitors behind the proxy have a limit each',
  async (_name, trustProxy) => {
    const { app } = await buildTestApp({
      rateLimitMax: 1,
      trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
    });
    const from = (client: string) =>
      postJson(app, validMessage, {
        remoteAddress: proxy,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.1, ${client}` },
      });

    expect((await from(visitor)).statusCode).toBe(202);
    expect((await from('198.51.100.9')).statusCode).toBe(202);
    expect((await from(visitor)).statusCode).toBe(429);
  },
);

it('with a hop count, an address the visitor prepends behind the proxy is not believed', async () => {
  expect(await spoofingRun(1, proxy, (n) => `198.51.100.${n}, ${visitor}`)).toEqual([
    202, 202, 429,
  ]);
});
