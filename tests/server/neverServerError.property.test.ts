import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { loadStaticSite } from '../../server/routes/staticFiles';
import { buildTestApp, builtSite } from './helper';

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=nonsense',
];

const contactLike = fc.record(
  {
    name: fc.oneof(fc.string(), fc.anything()),
    email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()),
    phone: fc.oneof(fc.string({ unit: 'binary' }), fc.anything()),
    company: fc.string({ unit: 'grapheme' }),
    message: fc.oneof(fc.string({ maxLength: 6000 }), fc.anything()),
    website: fc.oneof(fc.constant(''), fc.string(), fc.anything()),
    terms: fc.anything(),
  },
  { requiredKeys: [] },
);

let sitePaths: string[] = [];

beforeAll(async () => {
  const site = existsSync(builtSite) ? await loadStaticSite(builtSite) : undefined;
  if (!site) throw new Error(`${builtSite} is missing: run \`npm run build\` first`);
  sitePaths = [...site.files.keys()];
});

/** One request written byte for byte on a socket, so no client library tidies the path first. */
function rawRequest(port: number, method: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(
      Buffer.from(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
        'latin1',
      ),
    );
  });
}

function statusOf(response: string): number {
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(response);
  if (!match) throw new Error(`No status line in ${JSON.stringify(response.slice(0, 200))}`);
  return Number(match[1]);
}

const pathPieces = [
  '/',
  '//',
  '\\',
  '%',
  '%E0',
  '%e0%a4',
  '%2F',
  '%5C',
  '%00',
  '%25',
  '.',
  '..',
  '%2e%2e',
  '?',
  '?x=%',
  '#',
  ';',
  'index.html',
  'assets',
  'api',
  'send-email',
  'é',
  ' ',
];

/** Raw request targets: the site's own paths, alone or with awkward pieces, and pieces alone. */
function rawPaths(sitePaths: string[]) {
  const sitePath = fc.constantFrom(...sitePaths);
  const pieces = (minLength: number) =>
    fc
      .array(fc.constantFrom(...pathPieces), { minLength, maxLength: 6 })
      .map((parts) => parts.join(''));
  return fc.oneof(
    fc.constantFrom('/%E0', '/%', '//', '/\\', '\\', '/contact/', '/services/', '*', '/api/'),
    fc.tuple(sitePath, fc.constantFrom('', '/')).map(([path, slash]) => `${path}${slash}`),
    fc.tuple(sitePath, pieces(1)).map(([path, tail]) => `${path}${tail}`),
    pieces(1),
  );
}

it('no JSON value, object or string sent to the API gets a 5xx or crashes the server', async () => {
  const { app } = await buildTestApp({ rateLimitMax: 1_000_000, staticDir: builtSite });

  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.json().map((payload) => ({ payload, contentType: 'application/json' })),
        fc.anything().map((value) => ({
          payload: JSON.stringify(value) ?? 'undefined',
          contentType: 'application/json',
        })),
        contactLike.map((value) => ({
          payload: JSON.stringify(value),
          contentType: 'application/json',
        })),
        fc.record({
          payload: fc.string({ unit: 'binary', maxLength: 20_000 }),
          contentType: fc.constantFrom(...contentTypes),
        }),
      ),
      async ({ payload, contentType }) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/send-email',
          headers: { 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(200);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().error === 'string' || response.json().ok === true).toBe(true);
      },
    ),
    { numRuns: 400 },
  );

  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});

it('no raw path or method, on the prerendered site, gets a 5xx', async () => {
  const { app } = await buildTestApp({ staticDir: builtSite });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
      rawPaths(sitePaths),
      async (method, path) => {
        const status = statusOf(await rawRequest(port, method, path));
        expect(status, `${method} ${path}`).toBeLessThan(500);
      },
    ),
    { numRuns: 500 },
  );

  // The fixture is the real site: its pages answer, and a trailing slash redirects.
  expect(statusOf(await rawRequest(port, 'GET', '/contact'))).toBe(200);
  expect(statusOf(await rawRequest(port, 'HEAD', '/contact'))).toBe(200);
  expect(statusOf(await rawRequest(port, 'GET', '/contact/'))).toBe(301);
});
