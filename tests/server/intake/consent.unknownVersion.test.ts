import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, partOf, postJson, validMessage, waitFor } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';
import { currentWording, storedConsentRecord } from './consentHelper';

describeEachEngine('a consent of no published wording', (engine) => {
  it.each([
    ['a version never published', { consentVersion: '2019-01-01' }, '2019-01-01'],
    ['a version that is no text', { consentVersion: ['2026-11-22'] }, undefined],
  ])(
    'a post naming %s is recorded as unknown, never as the current wording, and still delivered',
    async (_case, claim, claimedVersion) => {
      const { app, config, smtp } = await buildRelayingApp({
        ...(await latestStoreFor(engine)),
      });
      const store = await openStoreOf(config);

      const response = await postJson(app, { ...validMessage, ...claim });

      expect(response.statusCode).toBe(202);
      const { id } = response.json<{ id: string }>();
      const record = await storedConsentRecord(store, id);
      expect(record).toMatchObject({ version: 'unknown', text: null, sha256: null });
      expect(record.claimedVersion).toBe(claimedVersion);
      await waitFor(() => smtp.received.length === 1);
      const text = partOf(smtp.received[0]?.raw ?? '', 'text/plain');
      expect(text).toContain('version unknown');
      expect(text).not.toContain(currentWording.text);
      await waitFor(async () => (await leadsIn(store, 'sent')).length === 1);
    },
  );
});
