/**
 * README's CDN set-up for real: the site file's realip block enabled for a "CDN" on a loopback
 * address, so nginx passes the visitor's address on, not the CDN's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validMessage } from '../../server/helper';
import { startSiteBehindNginx, trustingCdn, type SiteBehindNginx } from '../support/nginxSite';

const cdn = '127.0.0.5';

describe('the nginx site behind a CDN, with its realip lines enabled', { timeout: 20_000 }, () => {
  let running: SiteBehindNginx | undefined;
  const post = (from: string, forwardedFor?: string) => {
    if (!running) throw new Error('the site did not start');
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    return running.postMessage(validMessage, from, headers).then((answer) => answer.status);
  };

  beforeAll(async () => {
    running = await startSiteBehindNginx({
      rateLimitMax: 1,
      edit: (siteConfig) => trustingCdn(siteConfig, cdn),
    });
  }, 30_000);

  afterAll(async () => {
    await running?.stop();
  });

  it('two visitors behind the CDN get a rate limit each', async () => {
    expect(await post(cdn, '198.51.100.1')).toBe(202);
    expect(await post(cdn, '198.51.100.1')).toBe(429);

    expect(await post(cdn, '198.51.100.2')).toBe(202);
  });

  it('what a visitor wrote into X-Forwarded-For before the CDN appended its address picks nothing', async () => {
    expect(await post(cdn, '198.51.100.3')).toBe(202);

    expect(await post(cdn, '203.0.113.50, 198.51.100.3')).toBe(429);
  });

  it('only the CDN is believed: anyone else is counted by the address they come from', async () => {
    expect(await post('127.0.0.6', '198.51.100.4')).toBe(202);

    expect(await post('127.0.0.6', '198.51.100.5')).toBe(429);
  });
});
