import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';
import { currentWording as current, formPost } from './consentHelper';

describeEachEngine('the stored lead', (engine) => {
  it('holds the fields and how the lead was sent, with and without JavaScript', async () => {
    const { app, config } = await buildTestApp(await latestStoreFor(engine));
    const store = await openStoreOf(config);

    const json = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'user-agent': 'Phone Browser/1.0' },
      payload: { ...validMessage, consentVersion: current.id },
    });
    const form = await app.inject(formPost({ ...validMessage, terms: 'on' }));

    const id = json.json<{ id: string }>().id;
    expect(await readLead(store, id)).toEqual({
      id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: validMessage,
      source: {
        page: `${config.siteUrl}/contact`,
        ip: '127.0.0.1',
        userAgent: 'Phone Browser/1.0',
        javascript: true,
      },
      consent: { version: current.id, text: current.text, sha256: current.sha256 },
      status: 'taken',
      deliveries: { email: expect.objectContaining({ state: 'queued', attempts: 0 }) },
    });
    expect(form.statusCode).toBe(202);
    const formLead = await readLead(store, form.json<{ id: string }>().id);
    expect(formLead?.source.javascript).toBe(false);
  });
});

it("names the site's contact page, or the origin of a site CORS_ORIGINS allows", async () => {
  const partner = 'https://partner.example';
  const { app, config } = await buildTestApp({ corsOrigins: [partner] });
  const store = await openStoreOf(config);
  const pageFrom = async (origin: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { origin },
      payload: validMessage,
    });
    return (await readLead(store, response.json<{ id: string }>().id))?.source.page;
  };

  expect(await pageFrom(config.siteUrl)).toBe(`${config.siteUrl}/contact`);
  expect(await pageFrom(partner)).toBe(partner);
});
