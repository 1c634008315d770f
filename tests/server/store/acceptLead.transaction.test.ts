import { expect, it } from 'vitest';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildTestApp, honeypotOnly, postJson, validMessage } from '../helper';
import { currentWording } from '../intake/consentHelper';
import { personToken, testTokenSecret } from '../intake/screen/screenSetup';
import { openStoreOf } from '../storeHelper';
import { breakConsentStep, rowCounts } from './storeFaults';

const withConsent = { ...validMessage, consentVersion: currentWording.id };

describeEachEngine('accepting a lead is one transaction', (engine) => {
  it('a taken lead is stored with its consent record and its delivery', async () => {
    const { app, config } = await buildTestApp({ databaseUrl: await databaseUrlFor(engine) });
    const store = await openStoreOf(config);

    expect((await postJson(app, withConsent)).statusCode).toBe(202);

    expect(await rowCounts(store)).toMatchObject({ leads: 1, deliveries: 1, consents: 1 });
  });

  it('a held lead is stored alone: no delivery, and its consent waits for its release', async () => {
    const { app, config } = await buildTestApp({
      databaseUrl: await databaseUrlFor(engine),
      ...honeypotOnly,
    });
    const store = await openStoreOf(config);

    expect((await postJson(app, { ...withConsent, website: 'autofilled' })).statusCode).toBe(202);

    expect(await rowCounts(store)).toMatchObject({ leads: 1, deliveries: 0, consents: 0 });
  });

  it('a store failing at its last step answers 503 and keeps nothing, not even the spent token', async () => {
    const { app, config } = await buildTestApp({
      databaseUrl: await databaseUrlFor(engine),
      spamScreen: true,
      formTokenSecret: testTokenSecret,
    });
    const store = await openStoreOf(config);
    const post = { ...withConsent, ...personToken() };
    const restore = await breakConsentStep(store);

    const failed = await postJson(app, post);

    expect(failed.statusCode).toBe(503);
    await restore();
    expect(await rowCounts(store)).toEqual({
      leads: 0,
      deliveries: 0,
      consents: 0,
      campaign_copies: 0,
      spent_tokens: 0,
    });
    // The same token again: the failed try spent nothing, so this is a person's first message.
    const retried = await postJson(app, post);
    expect(retried.statusCode).toBe(202);
    expect(await rowCounts(store)).toEqual({
      leads: 1,
      deliveries: 1,
      consents: 1,
      campaign_copies: 1,
      spent_tokens: 1,
    });
  });
});
