import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../server/config';
import type { Engine } from '../../../server/store/store';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';

async function appOn(engine: Engine) {
  return buildTestApp(await latestStoreFor(engine));
}

/**
 * What takes the leads table from under the running app, so no lead can be stored: opened
 * ahead, so the breaking itself is one statement.
 */
async function storeBreaker(config: Config) {
  const store = await openStoreOf(config);
  return () => sql`alter table leads rename to leads_moved_away`.execute(store.db);
}

describe('/metrics', () => {
  it.each([
    ['loopback', '127.0.0.1', {}, 200],
    ['IPv6 loopback', '::1', {}, 200],
    ['IPv4 loopback on a dual-stack socket', '::ffff:127.0.0.1', {}, 200],
    ['a public address', '203.0.113.7', {}, 404],
    [
      'the public through a proxy on loopback',
      '127.0.0.1',
      { 'x-forwarded-for': '203.0.113.7' },
      404,
    ],
    ['the public through a proxy (X-Real-IP)', '127.0.0.1', { 'x-real-ip': '203.0.113.7' }, 404],
    [
      'the public through a proxy (Forwarded)',
      '127.0.0.1',
      { forwarded: 'for="[2001:db8::1]"' },
      404,
    ],
  ])('from %s answers %i', async (_case, remoteAddress, headers, status) => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.body).not.toContain('contact_messages');
  });

  it('opens to the ranges in METRICS_ALLOW, and only to them', async () => {
    const { app } = await buildTestApp({ metricsAllow: ['10.0.0.0/8'] });
    const from = (remoteAddress: string, headers = {}) =>
      app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

    expect((await from('10.20.30.40')).statusCode).toBe(200);
    expect((await from('10.20.30.40', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(200);
    expect((await from('127.0.0.1')).statusCode).toBe(404);
    expect((await from('11.0.0.1')).statusCode).toBe(404);
  });
});

describeEachEngine('/readyz', (engine) => {
  it('reports the backlog to an operator', async () => {
    const { app } = await appOn(engine);
    await postJson(app, validMessage);

    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      outbox: {
        writable: true,
        pending: 1,
        oldestPendingAgeSeconds: expect.any(Number),
        failed: 0,
      },
    });
  });

  it.each([
    ['a public address', '203.0.113.7', {}],
    ['the public through a proxy on loopback', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
  ])('answers %s with the status alone', async (_case, remoteAddress, headers) => {
    const { app } = await appOn(engine);
    await postJson(app, validMessage);

    const response = await app.inject({ method: 'GET', url: '/readyz', remoteAddress, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('writes its probe to the store at most once a second, however often it is asked', async () => {
    const { app, config } = await appOn(engine);
    const ask = () => app.inject({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.7' });
    // Opened ahead: the asks below must come within the second the first probe is reused.
    const breakStore = await storeBreaker(config);
    expect((await ask()).statusCode).toBe(200);
    await breakStore();

    const soonAfter = await Promise.all(Array.from({ length: 20 }, ask));
    expect(soonAfter.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await ask()).statusCode).toBe(503);
  });

  it('answers 503 when no lead can be stored, while /healthz stays 200', async () => {
    const { app, config } = await appOn(engine);
    const breakStore = await storeBreaker(config);
    await breakStore();

    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'outbox unavailable',
      outbox: { writable: false, pending: null, oldestPendingAgeSeconds: null, failed: null },
    });
    expect((await postJson(app, validMessage)).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
