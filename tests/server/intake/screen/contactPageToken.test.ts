import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { createFormTokens } from '../../../../server/intake/screen/formToken';
import { buildTestApp, builtSite } from '../../helper';

const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));
const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];

it('serves /contact with a token issued now in the form, in every encoding, never cached', async () => {
  const { app } = await buildTestApp({ staticDir: builtSite, formTokenSecret: secret });
  const get = (encoding: string) =>
    app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': encoding } });

  const [plain, br, gzip] = await Promise.all([get('identity'), get('br'), get('gzip')]);

  const pages = [
    plain.body,
    brotliDecompressSync(br.rawPayload).toString('utf8'),
    gunzipSync(gzip.rawPayload).toString('utf8'),
  ];
  for (const response of [plain, br, gzip]) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  }
  expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
    'br',
    'gzip',
  ]);
  for (const page of pages) {
    const token = tokenIn(page);
    expect(token).toBeDefined();
    const reading = tokens.read(token);
    expect(reading.kind).toBe('signed');
    expect(Date.now() - (reading.kind === 'signed' ? reading.issuedAt : 0)).toBeLessThan(5000);
  }
  expect(pages[0]?.replace(/ value="[^"]+"/, '')).toContain(
    '<input type="hidden" name="formToken"/>',
  );
});

it('GET /api/form-token: a fresh signed token, never cached', async () => {
  const { app } = await buildTestApp({ formTokenSecret: secret });

  const response = await app.inject({ method: 'GET', url: '/api/form-token' });

  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(tokens.read(response.json<{ token: string }>().token).kind).toBe('signed');
});
