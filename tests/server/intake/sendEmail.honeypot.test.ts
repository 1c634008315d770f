import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, buildTestApp, honeypotOnly, postJson, validMessage } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

describeEachEngine('the honeypot', (engine) => {
  it('answers a filled honeypot exactly like a real message, holds it and never relays it', async () => {
    const { app, config, smtp } = await buildRelayingApp({
      ...(await latestStoreFor(engine)),
      ...honeypotOnly,
    });
    const store = await openStoreOf(config);

    const response = await postJson(app, { ...validMessage, website: 'https://spam.example' });

    expect(response.statusCode).toBe(202);
    const { ok, id } = response.json<{ ok: boolean; id: string }>();
    expect(ok).toBe(true);
    expect(id).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{10}$/);
    expect(await leadsIn(store, 'spam')).toEqual([id]);
    expect(await leadsIn(store, 'pending')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
  });

  it('answers 202 to a bot even when the rest of its submission is invalid, and keeps nothing', async () => {
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      ...honeypotOnly,
    });

    const response = await postJson(app, { website: 'x', email: 'not-an-email' });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      ok: true,
      id: expect.stringMatching(/Z-[0-9a-f]{10}$/),
    });
    expect(await leadsIn(await openStoreOf(config), 'spam')).toEqual([]);
  });
});

it('treats the five fields alone, or with an empty honeypot, as a normal message', async () => {
  const { app, config } = await buildTestApp(honeypotOnly);
  const store = await openStoreOf(config);

  await postJson(app, validMessage);
  await postJson(app, { ...validMessage, website: '' });

  expect(await leadsIn(store, 'pending')).toHaveLength(2);
  expect(await leadsIn(store, 'spam')).toEqual([]);
});

it('with SPAM_SCREEN=off the honeypot is ignored too: the message is relayed', async () => {
  const { app, config } = await buildTestApp({ spamScreen: false });
  const store = await openStoreOf(config);

  const response = await postJson(app, { ...validMessage, website: 'autofilled' });

  expect(response.statusCode).toBe(202);
  expect(await leadsIn(store, 'pending')).toHaveLength(1);
  expect(await leadsIn(store, 'spam')).toEqual([]);
});
