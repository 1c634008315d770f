import { expect, it } from 'vitest';
import type { Attribution } from '../../../client/features/attribution/attribution';
import { utmKeys } from '../../../client/features/attribution/attributionParts';
import { readLead } from '../../../server/store/leads';
import { listLeads } from '../../../server/store/leadPages';
import { newsletterVisit } from '../attributionHelper';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, honeypotOnly, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';
import { formPost } from './consentHelper';

describeEachEngine('POST /api/send-email with where the visit came from', (engine) => {
  async function storedAttribution(body: unknown, overrides = {}) {
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      ...overrides,
    });
    const response = await postJson(app, body);
    expect(response.statusCode).toBe(202);
    const lead = await readLead(await openStoreOf(config), response.json<{ id: string }>().id);
    return lead?.attribution;
  }

  it('stores it with the lead, in the transaction that accepts it', async () => {
    expect(await storedAttribution({ ...validMessage, attribution: newsletterVisit })).toEqual(
      newsletterVisit,
    );
  });

  it('drops what is bad in it and keeps the lead and the rest', async () => {
    const stored = await storedAttribution({
      ...validMessage,
      attribution: {
        ...newsletterVisit,
        referrer: 'https://www.google.com/search?q=jane+doe',
        utm: { source: 'newsletter', medium: 'e\u001b[2Jmail' },
        secondsToSend: 'soon',
      },
    });
    expect(stored).toEqual({
      landingPage: newsletterVisit.landingPage,
      utm: { source: 'newsletter' },
      clickId: newsletterVisit.clickId,
      pagesSeen: newsletterVisit.pagesSeen,
    });
  });

  it('keeps the lead without one when the attribution is no attribution at all', async () => {
    for (const attribution of ['direct', 42, [newsletterVisit], { landingPage: 'home' }]) {
      expect(await storedAttribution({ ...validMessage, attribution })).toBeUndefined();
    }
  });

  it('takes the longest message with the longest attribution, both in 3-byte UTF-8', async () => {
    const path = `/${'路'.repeat(299)}`;
    const longest: Attribution = {
      landingPage: path,
      referrer: `https://${'ü'.repeat(200)}.test/${'ü'.repeat(86)}`,
      utm: Object.fromEntries(utmKeys.map((key) => [key, '源'.repeat(200)])),
      clickId: { kind: 'fbclid', value: '点'.repeat(200) },
      pagesSeen: Array.from({ length: 20 }, () => path),
      secondsToSend: 86_400,
    };
    const message = {
      name: '名'.repeat(100),
      email: 'jane@acme.test',
      phone: '+1 480 555 0100',
      company: '社'.repeat(120),
      message: '文'.repeat(5000),
    };

    expect(await storedAttribution({ ...message, attribution: longest })).toEqual(longest);
  });

  it('reads the no-JS form’s hidden field, timing the visit by the form token the page carried', async () => {
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      ...honeypotOnly,
    });
    const served = {
      landingPage: '/contact',
      utm: { source: 'linkedin' },
      pagesSeen: ['/contact'],
    };
    const pageServedAt = Date.now() - 42_000;

    const response = await app.inject(
      formPost({
        ...validMessage,
        terms: 'on',
        formToken: `${pageServedAt.toString(36)}.nonce.signature`,
        attribution: JSON.stringify({ ...served, secondsToSend: 1 }),
      }),
    );

    expect(response.statusCode).toBe(202);
    const [lead] = await listLeads(await openStoreOf(config));
    expect(lead?.attribution).toEqual({ ...served, secondsToSend: expect.any(Number) });
    expect(lead?.attribution?.secondsToSend).toBeGreaterThanOrEqual(42);
    expect(lead?.attribution?.secondsToSend).toBeLessThan(60);
  });

  it('keeps a no-JS lead whose hidden field is not JSON', async () => {
    const { app, config } = await buildTestApp(await latestStoreFor(engine));

    const response = await app.inject(
      formPost({ ...validMessage, terms: 'on', attribution: '{"landingPage":' }),
    );

    expect(response.statusCode).toBe(202);
    const [lead] = await listLeads(await openStoreOf(config));
    expect(lead?.message.name).toBe(validMessage.name);
    expect(lead?.attribution).toBeUndefined();
  });
});
