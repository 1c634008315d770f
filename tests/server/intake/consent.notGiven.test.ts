import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { partOf, postJson, validMessage, waitFor } from '../helper';
import { buildWebhookApp, startWebhookReceiver } from '../jobs/webhook/webhookReceiver';

it('a JSON post naming no consent wording is a lead with no consent: no record, and the mail and the webhook say none was given', async () => {
  const receiver = await startWebhookReceiver();
  const { app, smtp, store } = await buildWebhookApp('sqlite', receiver);

  const response = await postJson(app, { ...validMessage, consentVersion: ' ' });

  expect(response.statusCode).toBe(202);
  const { id } = response.json<{ id: string }>();
  expect(await store.db.selectFrom('consents').selectAll().execute()).toEqual([]);
  expect((await readLead(store, id))?.consent).toBeUndefined();
  await waitFor(() => smtp.received.length === 1);
  const raw = smtp.received[0]?.raw ?? '';
  for (const part of [partOf(raw, 'text/plain'), partOf(raw, 'text/html')]) {
    expect(part).toContain('SMS consent');
    expect(part).toContain('None given');
    expect(part).toContain('Do not text the phone number above.');
  }
  await waitFor(() => receiver.requests.length === 1);
  const data = (receiver.requests[0]?.verified as { data: Record<string, unknown> }).data;
  expect(data.smsConsent).toBe(false);
  expect(data).not.toHaveProperty('consent');
});
