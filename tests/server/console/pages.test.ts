import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp } from '../helper';

const fixture = join(import.meta.dirname, 'fixtures/console');

it('serves the console page for every path under /console, never cached, indexed or framed', async () => {
  const { app } = await buildTestApp({ consoleDir: fixture });

  for (const url of ['/console', '/console/leads/abc', '/console/enrol']) {
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('/console/assets/index-fixture.js');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/sha256-[^']*'[^;]*;.*script-src|script-src[^;]*sha256/);
  }
  const asset = await app.inject({ url: '/console/assets/index-fixture.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect((await app.inject({ url: '/console/assets/..%2F..%2Findex.html' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/console/api/nothing' })).statusCode).toBe(404);
});

it('answers a clear 503 page, not a 500, when the console is not built', async () => {
  const { app } = await buildTestApp({ consoleDir: join(fixture, 'not-here') });

  const page = await app.inject({ url: '/console' });

  expect(page.statusCode).toBe(503);
  expect(page.body).toContain('The console is not built');
});
