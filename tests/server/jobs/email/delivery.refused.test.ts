import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { arrivalsAt, deliveryOf, expectParkedAfterOneSend, relayingAppOn } from '../deliveryHelper';

describeEachEngine('e-mail refused', (engine) => {
  it('a lead refused with 5xx is parked as refused with the reason, never tried again, and the next goes on', async () => {
    const { app, smtp, store } = await relayingAppOn(engine);
    const arrivals = arrivalsAt(smtp, (raw) =>
      raw.includes('Rejected Corp') ? { code: 554, message: 'Message refused' } : undefined,
    );

    const { id } = (await postJson(app, { ...validMessage, company: 'Rejected Corp' })).json<{
      id: string;
    }>();
    const next = (await postJson(app, validMessage)).json<{ id: string }>().id;

    await expectParkedAfterOneSend(store, id, arrivals, {
      attempts: 1,
      failure: 'refused',
      lastError: expect.stringMatching(/^refused permanently: 554 Message refused/),
    });
    await waitFor(async () => (await deliveryOf(store, next))?.state === 'sent');
    expect(smtp.received).toHaveLength(1);
  });
});
