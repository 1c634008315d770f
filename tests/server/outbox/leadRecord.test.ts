import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Outbox } from '../../../server/outbox/outbox';
import { buildTestApp, validMessage } from '../helper';
import { currentWording as current } from '../intake/consentHelper';

describe('the lead record kept beside each message', () => {
  it('holds the fields and how the lead was sent, with and without JavaScript', async () => {
    const { app, config } = await buildTestApp();
    const outbox = new Outbox(config.outboxDir);

    const json = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'user-agent': 'Phone Browser/1.0' },
      payload: { ...validMessage, consentVersion: current.id },
    });
    const form = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...validMessage, terms: 'on' }).toString(),
    });

    const jsLead = await outbox.readLead(json.json<{ id: string }>().id);
    expect(jsLead).toEqual({
      id: json.json<{ id: string }>().id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: validMessage,
      source: {
        page: `${config.siteUrl}/contact`,
        ip: '127.0.0.1',
        userAgent: 'Phone Browser/1.0',
        javascript: true,
      },
      consent: { version: current.id, text: current.text, sha256: current.sha256 },
    });
    const formLead = await outbox.readLead(
      (await outbox.list('pending')).find((id) => id !== jsLead?.id) ?? '',
    );
    expect(formLead?.source.javascript).toBe(false);
    expect(form.statusCode).toBe(202);
  });

  it("names the site's contact page, or the origin of a site CORS_ORIGINS allows", async () => {
    const partner = 'https://partner.example';
    const { app, config } = await buildTestApp({ corsOrigins: [partner] });
    const outbox = new Outbox(config.outboxDir);
    const pageFrom = async (origin: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers: { origin },
        payload: validMessage,
      });
      return (await outbox.readLead(response.json<{ id: string }>().id))?.source.page;
    };

    expect(await pageFrom(config.siteUrl)).toBe(`${config.siteUrl}/contact`);
    expect(await pageFrom(partner)).toBe(partner);
  });

  it('is dropped at start when a crash left it without its message', async () => {
    const { config } = await buildTestApp();
    const outbox = new Outbox(config.outboxDir);
    await outbox.init();
    await writeFile(join(config.outboxDir, 'leads', 'orphan.json'), '{}');

    await outbox.pruneRecords();

    expect(await readdir(join(config.outboxDir, 'leads'))).toEqual([]);
  });
});
