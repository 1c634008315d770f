import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it, onTestFinished, vi } from 'vitest';
import { buildTestApp, builtSite } from '../helper';

/** The hidden field's value as the browser posts it: the attribute's text, entities decoded. */
function attributionIn(html: string): unknown {
  const value = /name="attribution" value="([^"]*)"/.exec(html)?.[1];
  if (value === undefined) return undefined;
  const text = value.replace(/&(quot|#39|lt|gt|amp);/g, (_entity, name: string) =>
    name === 'quot' ? '"' : name === '#39' ? "'" : name === 'lt' ? '<' : name === 'gt' ? '>' : '&',
  );
  return JSON.parse(text);
}

async function contactPage(url: string, headers: Record<string, string> = {}) {
  const { app } = await buildTestApp({ staticDir: builtSite });
  return app.inject({ method: 'GET', url, headers });
}

it('writes the landing query’s UTM tags and click id into the form’s hidden field, nothing else of it', async () => {
  const page = await contactPage(
    '/contact?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=G1&email=jane%40acme.test',
  );

  expect(page.statusCode).toBe(200);
  expect(attributionIn(page.body)).toEqual({
    landingPage: '/contact',
    utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    clickId: { kind: 'gclid', value: 'G1' },
    pagesSeen: ['/contact'],
  });
  expect(page.body).not.toContain('jane');
  expect(page.headers['set-cookie']).toBeUndefined();
  expect(page.headers['cache-control']).toBe('no-store');
});

it('writes in the Referer another site sent, its origin and path alone', async () => {
  const page = await contactPage('/contact', {
    referer: 'https://www.bing.com/search?q=jane+doe+erp',
  });

  expect(attributionIn(page.body)).toEqual({
    landingPage: '/contact',
    referrer: 'https://www.bing.com/search',
    pagesSeen: ['/contact'],
  });
});

it('leaves the field empty for a visit that tells nothing, or comes from the site itself', async () => {
  const { app, config } = await buildTestApp({ staticDir: builtSite });
  const plain = await app.inject({ method: 'GET', url: '/contact' });
  const own = await app.inject({
    method: 'GET',
    url: '/contact?page=2',
    headers: { referer: `${config.siteUrl}/services` },
  });

  for (const page of [plain, own]) {
    expect(page.body).toContain('name="attribution"');
    expect(attributionIn(page.body)).toBeUndefined();
  }
});

it('escapes what the query says, so it stays a value of the field', async () => {
  const page = await contactPage(
    `/contact?utm_source=${encodeURIComponent('"><script>alert(1)</script>&amp;')}`,
  );

  expect(page.body).not.toContain('<script>alert(1)');
  expect(attributionIn(page.body)).toMatchObject({
    utm: { source: '"><script>alert(1)</script>&amp;' },
  });
});

it('under a flood, every page still tells where its visit came from', async () => {
  const { app } = await buildTestApp({ staticDir: builtSite });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });

  const pages = [];
  for (let n = 0; n < 25; n += 1) {
    const page = await app.inject({
      method: 'GET',
      url: `/contact?utm_source=flood-${n}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const { rawPayload } = page;
    const encoding = page.headers['content-encoding'];
    pages.push(
      (encoding === 'br' ? brotliDecompressSync(rawPayload) : gunzipSync(rawPayload)).toString(),
    );
  }

  expect(pages.map((page) => attributionIn(page))).toEqual(
    pages.map((_, n) => expect.objectContaining({ utm: { source: `flood-${n}` } })),
  );
});
