import { expect, it } from 'vitest';
import { newsletterVisit } from '../../attributionHelper';
import { describeEachEngine } from '../../engines';
import { postJson, validMessage, waitFor } from '../../helper';
import { buildWebhookApp, startWebhookReceiver } from './webhookReceiver';

describeEachEngine('the CRM webhook with where the visit came from', (engine) => {
  it('carries the attribution in data, its source in words, signed with the rest', async () => {
    const receiver = await startWebhookReceiver();
    const { app } = await buildWebhookApp(engine, receiver);

    await postJson(app, { ...validMessage, attribution: newsletterVisit });
    await postJson(app, { ...validMessage, email: 'other@acme.test' });

    await waitFor(() => receiver.requests.length === 2);
    const attributions = receiver.requests.map(
      (request) => (request.verified as { data: { attribution: unknown } }).data.attribution,
    );
    expect(attributions).toEqual(
      expect.arrayContaining([
        { source: 'newsletter / email / spring-2026', ...newsletterVisit },
        { source: 'direct' },
      ]),
    );
  });
});
