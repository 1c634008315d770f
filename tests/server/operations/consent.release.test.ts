import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, honeypotOnly, partOf, postJson, validMessage, waitFor } from '../helper';
import {
  currentWording,
  expectedConsentRecord,
  storedConsentRecord,
  storedConsentRecords,
} from '../intake/consentHelper';
import { leadsIn, openStoreOf } from '../storeHelper';
import { outboxCommand } from './opsHelper';

describeEachEngine('the consent of a held lead', (engine) => {
  it('is not recorded until the lead is released, then its record comes from the held lead', async () => {
    const { app, config, smtp } = await buildRelayingApp({
      ...honeypotOnly,
      ...(await latestStoreFor(engine)),
    });
    const store = await openStoreOf(config);
    const response = await postJson(
      app,
      { ...validMessage, website: 'autofilled', consentVersion: currentWording.id },
      { headers: { 'content-type': 'application/json', 'user-agent': 'Autofilling Browser/2.0' } },
    );
    const { id } = response.json<{ id: string }>();

    expect(response.statusCode).toBe(202);
    expect(await leadsIn(store, 'spam')).toEqual([id]);
    expect((await storedConsentRecords(store)).size).toBe(0);
    const held = await readLead(store, id);
    expect(held?.consent?.version).toBe(currentWording.id);

    const released = await outboxCommand(config, 'release', id);

    expect(released.code).toBe(0);
    expect(released.stdout).toContain(`Released ${id} from spam. Its SMS consent is now recorded.`);
    expect(await storedConsentRecord(store, id)).toEqual(
      expectedConsentRecord(config, {
        leadId: id,
        givenAt: held?.receivedAt ?? 'no lead',
        ip: '127.0.0.1',
        userAgent: 'Autofilling Browser/2.0',
      }),
    );
    await waitFor(() => smtp.received.length === 1);
    expect(partOf(smtp.received[0]?.raw ?? '', 'text/plain')).toContain(currentWording.text);
  });
});
