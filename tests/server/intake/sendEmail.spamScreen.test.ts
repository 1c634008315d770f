import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import type { Config } from '../../../server/config';
import { createFormTokens } from '../../../server/intake/screen/formToken';
import { readLead } from '../../../server/store/leads';
import { forgetScreenMemory } from '../../../server/store/retention';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { rowCounts } from '../store/storeFaults';
import { leadsIn, openStoreOf } from '../storeHelper';

const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));
const screened = { spamScreen: true, formTokenSecret: secret };

async function screenedApp(overrides: Partial<Config>) {
  const built = await buildRelayingApp({ ...screened, ...overrides });
  return { ...built, store: await openStoreOf(built.config) };
}

describeEachEngine('the spam screen', (engine) => {
  const onEngine = () => latestStoreFor(engine);

  it('relays a person: a token issued well before the post, nothing else against it', async () => {
    const { app, smtp, store } = await screenedApp(await onEngine());

    const response = await postJson(app, {
      ...validMessage,
      [formTokenField]: tokens.issue(Date.now() - 20_000),
    });

    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    await waitFor(() => smtp.received.length === 1);
    expect((await readLead(store, id))?.screen).toEqual({
      held: false,
      verdict: 'passed',
      score: 0,
      reasons: [],
    });
  });

  it.each([
    ['no token', () => ({}), 'no form token'],
    [
      'a forged token',
      () => ({ [formTokenField]: 'lz0abc12.bm9uY2U.AAAAAAAAAAAAAAAAAAAAAA' }),
      'never signed',
    ],
    // Issued as the post is made: on a loaded machine, building the app can take seconds.
    [
      'a token 1 s old',
      () => ({ [formTokenField]: tokens.issue(Date.now() - 1000) }),
      'after the form was served',
    ],
  ])(
    'holds a message with %s: the same 202 and body as a person, stored with why, going nowhere',
    async (_kind, extra, why) => {
      const { app, smtp, store } = await screenedApp(await onEngine());

      const response = await postJson(app, { ...validMessage, ...extra() });

      expect(response.statusCode).toBe(202);
      expect(Object.keys(response.json())).toEqual(['ok', 'id']);
      const { id } = response.json<{ id: string }>();
      expect(await leadsIn(store, 'spam')).toEqual([id]);
      const { screen } = (await readLead(store, id)) ?? {};
      expect(screen?.held).toBe(true);
      expect(screen?.reasons.map((reason) => reason.why).join()).toContain(why);
      // Going nowhere: no delivery queued, no consent recorded until a person releases it.
      expect(await rowCounts(store)).toMatchObject({ leads: 1, deliveries: 0, consents: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toEqual([]);
    },
  );
});

it('gives a held no-JS post the very page a delivered one gets', async () => {
  const { app } = await screenedApp({});
  const post = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        ...validMessage,
        terms: 'on',
        [formTokenField]: token,
      }).toString(),
    });

  const delivered = await post(tokens.issue(Date.now() - 20_000));
  const held = await post('');

  expect(held.statusCode).toBe(delivered.statusCode);
  expect(held.headers['content-type']).toBe(delivered.headers['content-type']);
  expect(held.body).toBe(delivered.body);
});

it('SPAM_LAYERS_OFF switches layers off, SPAM_THRESHOLD moves the line', async () => {
  const layersOff = await screenedApp({ spamLayersOff: ['token', 'timing'] });
  const higherLine = await screenedApp({ spamThreshold: 11 });

  const passed = (await postJson(layersOff.app, validMessage)).json<{ id: string }>();
  const scored = (await postJson(higherLine.app, validMessage)).json<{ id: string }>();

  expect((await readLead(layersOff.store, passed.id))?.screen).toEqual({
    held: false,
    verdict: 'passed',
    score: 0,
    reasons: [],
  });
  expect((await readLead(higherLine.store, scored.id))?.screen).toMatchObject({
    held: false,
    verdict: 'marked',
    score: 10,
  });
});

it('holds a second message on one token however its signature is respelled', async () => {
  const { app, smtp, store } = await screenedApp({});
  const token = tokens.issue(Date.now() - 20_000);

  const first = await postJson(app, { ...validMessage, [formTokenField]: token });
  // Padding decodes to the same signature: a script's way to make one token look unspent.
  const again = await postJson(app, {
    ...validMessage,
    message: 'Also: do you do SSO?',
    [formTokenField]: `${token}=`,
  });

  await waitFor(() => smtp.received.length === 1);
  expect(first.statusCode).toBe(202);
  expect(again.statusCode).toBe(202);
  const { screen } = (await readLead(store, again.json<{ id: string }>().id)) ?? {};
  expect(screen?.held).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toHaveLength(1);
});

it('remembers a token weeks old once it is spent: the hourly retention does not free it again', async () => {
  const { app, smtp, store } = await screenedApp({});
  const weeksOld = tokens.issue(Date.now() - 21 * 24 * 60 * 60_000);

  const first = await postJson(app, { ...validMessage, [formTokenField]: weeksOld });
  await waitFor(() => smtp.received.length === 1);
  const now = Date.now();
  await forgetScreenMemory(store, { campaignsBefore: now - 24 * 60 * 60_000, now });
  const again = await postJson(app, {
    ...validMessage,
    message: 'Also: do you do SSO?',
    [formTokenField]: weeksOld,
  });

  expect((await readLead(store, first.json<{ id: string }>().id))?.screen?.held).toBe(false);
  const { screen } = (await readLead(store, again.json<{ id: string }>().id)) ?? {};
  expect(screen?.reasons.map((reason) => reason.why)).toContain('a form token already used');
  expect(screen?.held).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toHaveLength(1);
});
