import { describe, expect, it } from 'vitest';
import { sonnerStyleHashes } from '../../server/securityHeaders';
import { buildTestApp, postJson, validMessage } from './helper';

const csp = `default-src 'self';script-src 'self';style-src 'self' ${sonnerStyleHashes.join(' ')};img-src 'self' data:;font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'`;

describe('security headers', () => {
  it('sends the CSP and helmet headers on every kind of response, and no X-Powered-By', async () => {
    const { app } = await buildTestApp();
    const responses = [
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/missing' }),
      await postJson(app, validMessage),
      await postJson(app, {}),
      await app.inject({ method: 'GET', url: '/%E0%A4%A' }),
    ];
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toBe(csp);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no opener policy: one would swap browsing context groups on every arrival', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('answers a malformed URL with a readable 400, not Fastify\'s bare "Bad Request"', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address of the request is not valid.' });
  });
});

describe('CORS', () => {
  it('is same-origin only by default: no Access-Control-Allow-Origin for another site', async () => {
    const { app } = await buildTestApp();
    const response = await postJson(app, validMessage, {
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins in CORS_ORIGINS, preflight included', async () => {
    const { app } = await buildTestApp({ corsOrigins: ['https://partner.test'] });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/send-email',
      headers: {
        origin: 'https://partner.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.test');

    const other = await postJson(app, validMessage, {
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
