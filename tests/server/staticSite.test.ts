import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding } from '../../server/routes/staticFiles';
import { buildTestApp, tempDir } from './helper';

const siteStyle = '<style>body{margin:0}</style>';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>${siteStyle}</head><body><h1>${title}</h1>${'<p>filler</p>'.repeat(50)}</body></html>`;
const cspSources = {
  'script-src': ["'sha256-c2NyaXB0LWhhc2g='"],
  'style-src': ["'sha256-c3R5bGUtaGFzaA=='"],
};

const fixture: Record<string, string> = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  'services/index.html': page('Services'),
  'services/cloud-consulting/index.html': page('Cloud'),
  'services/not-found/index.html': page('Service not found'),
  '404/index.html': page('Page not found'),
  'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(500))});`,
  'assets/inter-abc123.woff2': 'wOF2-binary',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '.vite/manifest.json': '{"secret":true}',
  '.prerender/csp-sources.json': JSON.stringify(cspSources),
};

/** The shape `npm run build` writes: pages as folder/index.html, .br/.gz beside text files. */
async function writeFixture(dir: string) {
  for (const [file, content] of Object.entries(fixture)) {
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    if (/\.(html|js)$/.test(file)) {
      await writeFile(`${path}.br`, brotliCompressSync(content));
      await writeFile(`${path}.gz`, gzipSync(content));
    }
  }
}

let app: FastifyInstance;
beforeEach(async () => {
  const staticDir = await tempDir('static');
  await writeFixture(staticDir);
  ({ app } = await buildTestApp({ staticDir }));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('static site', () => {
  it('serves each page at its path without a trailing slash, revalidated', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services', 'Services'],
      ['/services/cloud-consulting', 'Cloud'],
    ]) {
      const response = await get(url ?? '');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toContain(`<h1>${title}</h1>`);
    }
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await get('/about/?ref=ad');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=ad');
  });

  it('caches hashed assets for a year and everything else revalidates', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const font = await get('/assets/inter-abc123.woff2');
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers.vary).toBeUndefined();

    for (const url of ['/favicon.svg', '/robots.txt']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the precompressed sibling the browser accepts, with Vary', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(fixture['index.html']);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(fixture['assets/index-abc123.js']);

    const refusesBrotli = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');

    const identity = await get('/');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body).toBe(fixture['index.html']);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);

    const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const otherEncoding = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers.etag).not.toBe(etag);
  });

  it("allows the build's inline boot script and stylesheet by their hashes, and nothing else inline", async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-c2NyaXB0LWhhc2g=';/);
    expect(csp).toMatch(/style-src 'self' 'sha256-c3R5bGUtaGFzaA==' /);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("dresses the no-JavaScript form's answer in the site's inline stylesheet", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'name=',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(siteStyle);
    expect(response.headers['content-security-policy']).toContain("'sha256-c3R5bGUtaGFzaA=='");
  });

  it('answers unknown paths with the not-found page and HTTP 404', async () => {
    for (const url of [
      '/nope',
      '/about/team',
      '/404',
      '/index.html',
      '/.vite/manifest.json',
      '/.prerender/csp-sources.json',
      '/nope/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<h1>Page not found</h1>');
    }
  });

  it('answers an unknown service with the "Service not found" page and HTTP 404', async () => {
    for (const url of ['/services/quantum-computing', '/services/not-found']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(404);
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
        '<h1>Service not found</h1>',
      );
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(
      String(Buffer.byteLength(fixture['about/index.html'] ?? '')),
    );
    expect(response.body).toBe('');
  });

  it('keeps /api answers JSON, even for GET', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is no API endpoint at this address.' });
  });
});

it('serves the API without a build directory', async () => {
  const { app: apiOnly } = await buildTestApp();
  expect((await apiOnly.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
    status: 'ok',
  });
  const page = await apiOnly.inject({ method: 'GET', url: '/' });
  expect(page.statusCode).toBe(404);
  expect(page.json()).toEqual({ error: 'There is nothing at this address.' });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip, deflate, br, zstd', ['gzip'], 'gzip'],
    ['br', ['gzip'], undefined],
    ['br;q=0.5, gzip', ['br', 'gzip'], 'gzip'],
    ['*', ['br', 'gzip'], 'br'],
    ['*;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['identity', ['br', 'gzip'], undefined],
    [undefined, ['br', 'gzip'], undefined],
  ] as const)('%s with %j available -> %s', (header, available, expected) => {
    expect(negotiateEncoding(header, [...available])).toBe(expected);
  });
});
