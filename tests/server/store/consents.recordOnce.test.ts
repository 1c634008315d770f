import { expect, it } from 'vitest';
import { recordConsent } from '../../../server/store/consents';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { currentWording, storedConsentRecord } from '../intake/consentHelper';
import { openStoreOf } from '../storeHelper';

describeEachEngine('a consent record', (engine) => {
  it('is never replaced: recording a lead twice keeps the first', async () => {
    const { app, config } = await buildTestApp({ databaseUrl: await databaseUrlFor(engine) });
    const store = await openStoreOf(config);
    const { id } = (
      await postJson(app, { ...validMessage, consentVersion: currentWording.id })
    ).json<{ id: string }>();
    const first = await storedConsentRecord(store, id);

    await recordConsent(store.db, { ...first, phone: '+1 999 999 9999' });

    expect(await storedConsentRecord(store, id)).toEqual(first);
  });
});
