import { expect, it } from 'vitest';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';
import { refuseWrites, rowCounts } from './storeFaults';

describeEachEngine('a store that cannot write', (engine) => {
  it('answers 503 with a way to reach the company, and takes messages again once it can', async () => {
    const { app, config } = await buildTestApp({ databaseUrl: await databaseUrlFor(engine) });
    const store = await openStoreOf(config);
    const writable = await refuseWrites(store);

    const refused = await postJson(app, validMessage);

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error:
        'We could not store your message right now. Please try again in a few minutes, or email us at hello@sonorantechpartners.com.',
    });
    expect((await rowCounts(store)).leads).toBe(0);
    await writable();
    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    expect((await rowCounts(store)).leads).toBe(1);
  });
});
