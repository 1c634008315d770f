import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildTestApp } from './helper';

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

it('no JSON value, object or string sent to the API gets a 5xx or crashes the server', async () => {
  const { app } = await buildTestApp({ rateLimitMax: 1_000_000 });

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

it('no URL or method gets a 5xx', async () => {
  const { app } = await buildTestApp();

  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
      fc.webPath(),
      fc.string(),
      async (method, path, suffix) => {
        const response = await app.inject({
          method: method as 'GET',
          url: `/${path.replace(/^\//, '')}${encodeURIComponent(suffix)}`,
        });
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 300 },
  );
});
