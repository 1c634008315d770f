import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

const siteUrl = 'https://www.company.test';
const partner = 'https://partner.test';
const refusal =
  'This form can only be sent from our own website. Please use the contact page at https://www.company.test/contact, or email us at hello@sonorantechpartners.com.';

async function appWithStore() {
  const { app, config } = await buildTestApp({ siteUrl, corsOrigins: [partner] });
  const store = await openStoreOf(config);
  const pending = () => leadsIn(store, 'pending');
  /** The no-JS contact form, posted by a browser from the page at `origin`. */
  const postForm = (origin: string, fetchSite: string) =>
    app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin,
        'sec-fetch-site': fetchSite,
      },
      payload: new URLSearchParams({ ...validMessage, terms: 'on' }).toString(),
    });
  return { app, pending, postForm };
}

it.each([
  ['an Origin of another site', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['both', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['an opaque origin from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ["the site's host on another port", { origin: 'https://www.company.test:8443' }],
])('a JSON post with %s gets 403 and is not stored', async (_name, headers) => {
  const { app, pending } = await appWithStore();

  const response = await postJson(app, validMessage, {
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  });

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ error: refusal });
  expect(await pending()).toEqual([]);
});

it("another site's <form method=post> gets a 403 page and is not stored", async () => {
  const { pending, postForm } = await appWithStore();

  const response = await postForm('https://evil.example', 'cross-site');

  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain('This form can only be sent from our own website.');
  expect(await pending()).toEqual([]);
});

it.each([
  ['SITE_URL as Origin', { origin: siteUrl, 'sec-fetch-site': 'same-origin' }],
  ['an origin in CORS_ORIGINS', { origin: partner, 'sec-fetch-site': 'cross-site' }],
  ['the origin it was served from', { origin: 'http://localhost:3000', host: 'localhost:3000' }],
  ['an opaque origin from the same origin', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
  ['a sibling subdomain without Origin', { 'sec-fetch-site': 'same-site' }],
  ['no Origin nor Sec-Fetch-Site (curl, old browsers)', {}],
])('a post with %s is accepted', async (_name, headers) => {
  const { app, pending } = await appWithStore();

  const response = await postJson(app, validMessage, {
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  });

  expect(response.statusCode).toBe(202);
  expect(await pending()).toHaveLength(1);
});

it('the no-JS form posted from the site itself is accepted', async () => {
  const { pending, postForm } = await appWithStore();

  const response = await postForm(siteUrl, 'same-origin');

  expect(response.statusCode).toBe(202);
  expect(await pending()).toHaveLength(1);
});
