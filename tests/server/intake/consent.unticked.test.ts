import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, honeypotOnly, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';
import { rowCounts } from '../store/storeFaults';
import { currentWording, formPost } from './consentHelper';

describeEachEngine('a form posted without the box ticked', (engine) => {
  it('gets the spec error, reaches no inbox, and nothing is stored', async () => {
    const { app, config, smtp } = await buildRelayingApp({
      ...(await latestStoreFor(engine)),
    });
    const store = await openStoreOf(config);

    const response = await app.inject({
      ...formPost({ ...validMessage, consentVersion: currentWording.id }),
      headers: { ...formPost({}).headers, accept: 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Please accept the Terms & Conditions' });
    expect(await rowCounts(store)).toMatchObject({ leads: 0, consents: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
  });

  it('caught by the honeypot, is answered like a sent one and leaves nothing: no lead, no consent', async () => {
    const { app, config, smtp } = await buildRelayingApp({
      ...(await latestStoreFor(engine)),
      ...honeypotOnly,
    });
    const store = await openStoreOf(config);

    const response = await app.inject(
      formPost({ ...validMessage, website: 'autofilled', consentVersion: currentWording.id }),
    );

    expect(response.statusCode).toBe(202);
    expect(await rowCounts(store)).toMatchObject({ leads: 0, consents: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
  });
});
