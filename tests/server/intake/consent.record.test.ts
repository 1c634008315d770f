import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';
import {
  currentWording,
  expectedConsentRecord,
  formPost,
  storedConsentRecord,
  storedConsentRecords,
} from './consentHelper';

describeEachEngine('the consent record', (engine) => {
  it('is stored with the lead of a JSON post before answering: wording, number, address, time, page, resolved IP, browser', async () => {
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      trustProxy: ['10.0.0.0/8'],
    });
    const store = await openStoreOf(config);
    const before = Date.now();

    const response = await postJson(
      app,
      { ...validMessage, consentVersion: currentWording.id },
      {
        remoteAddress: '10.0.0.2',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.7',
          'user-agent': 'Phone Browser/1.0',
        },
      },
    );

    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    const record = await storedConsentRecord(store, id);
    expect(record).toEqual(
      expectedConsentRecord(config, {
        leadId: id,
        givenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        ip: '203.0.113.7',
        userAgent: 'Phone Browser/1.0',
      }),
    );
    expect(Date.parse(record.givenAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(record.givenAt)).toBeLessThanOrEqual(Date.now());
    // The lead carries the same proof, for every destination that reads it.
    const lead = await readLead(store, id);
    expect(lead?.consent).toEqual({
      version: currentWording.id,
      text: currentWording.text,
      sha256: currentWording.sha256,
    });
    expect(lead?.receivedAt).toBe(record.givenAt);
  });

  it('records a form posted without JavaScript, with the wording its hidden field names', async () => {
    const { app, config } = await buildTestApp(await latestStoreFor(engine));
    const store = await openStoreOf(config);

    const response = await app.inject(
      formPost({ ...validMessage, terms: 'on', consentVersion: currentWording.id }),
    );

    expect(response.statusCode).toBe(202);
    const records = [...(await storedConsentRecords(store)).values()];
    expect(records).toEqual([
      expect.objectContaining({
        version: currentWording.id,
        text: currentWording.text,
        phone: validMessage.phone,
        email: validMessage.email,
        javascript: false,
      }),
    ]);
  });
});
