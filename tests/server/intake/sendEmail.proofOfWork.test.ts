import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createProofOfWork } from '../../../server/intake/screen/proofOfWork';
import { readLead } from '../../../server/store/leads';
import type { Store } from '../../../server/store/store';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildRelayingApp, buildTestApp, postJson, validMessage, waitFor } from '../helper';
import { buildTwoInstances } from '../store/sharedStore';
import { openStoreOf } from '../storeHelper';
import {
  fetchChallenge,
  personToken,
  proofOfWorkOn,
  secret,
  solved,
} from './screen/proofOfWorkSetup';

const screenOf = async (store: Store, response: { json<T>(): T }) =>
  (await readLead(store, response.json<{ id: string }>().id))?.screen;

it('is off by default: no challenge to fetch, no flag with the form token, nothing counted', async () => {
  const { app, config } = await buildTestApp({ spamScreen: true, formTokenSecret: secret });

  const challenge = await app.inject({ method: 'GET', url: '/api/proof-of-work' });
  const formToken = await app.inject({ method: 'GET', url: '/api/form-token' });
  const response = await postJson(app, { ...validMessage, ...personToken() });

  expect(config.spamProofOfWork).toBe(false);
  expect(challenge.statusCode).toBe(404);
  expect(Object.keys(formToken.json())).toEqual(['token']);
  expect(await screenOf(await openStoreOf(config), response)).toEqual({
    held: false,
    verdict: 'passed',
    score: 0,
    reasons: [],
  });
});

it('relays a message whose form solved the challenge it fetched: nothing counted', async () => {
  const { app, config, smtp } = await buildRelayingApp(proofOfWorkOn);

  const answer = await app.inject({ method: 'GET', url: '/api/proof-of-work' });
  const formToken = await app.inject({ method: 'GET', url: '/api/form-token' });
  const proofOfWork = await solved(answer.json());
  const response = await postJson(app, { ...validMessage, ...personToken(), proofOfWork });

  expect(answer.headers['cache-control']).toBe('no-store');
  expect(formToken.json()).toMatchObject({ proofOfWork: true });
  expect(response.statusCode).toBe(202);
  await waitFor(() => smtp.received.length === 1);
  expect(await screenOf(await openStoreOf(config), response)).toEqual({
    held: false,
    verdict: 'passed',
    score: 0,
    reasons: [],
  });
});

const hourAndMore = 61 * 60 * 1000;

it.each<[string, (app: FastifyInstance) => Promise<unknown>, string]>([
  ['none', () => Promise.resolve(undefined), 'no proof of work'],
  ['a string', () => Promise.resolve('solved, trust me'), 'never issued'],
  [
    'a challenge signed with another key',
    async () =>
      solved(
        await createProofOfWork(Buffer.from('another key, 32 or more characters'), 1000).issue(),
      ),
    'never issued',
  ],
  [
    'an expired challenge',
    async () =>
      solved(await createProofOfWork(Buffer.from(secret), 1000).issue(Date.now() - hourAndMore)),
    'expired',
  ],
  [
    'a wrong counter',
    async (app: FastifyInstance) => {
      const { challenge, solution } = await solved(await fetchChallenge(app));
      return { challenge, solution: { ...solution, counter: solution.counter + 1 } };
    },
    'not solved',
  ],
])(
  'holds a message posted with %s as proof of work, answered like a delivered one',
  async (_kind, proofOfWork, why) => {
    const { app, config } = await buildTestApp(proofOfWorkOn);

    const response = await postJson(app, {
      ...validMessage,
      ...personToken(),
      proofOfWork: await proofOfWork(app),
    });

    expect(response.statusCode).toBe(202);
    expect(Object.keys(response.json())).toEqual(['ok', 'id']);
    const screen = await screenOf(await openStoreOf(config), response);
    expect(screen).toMatchObject({ held: true, score: 10 });
    expect(screen?.reasons).toEqual([
      { layer: 'proofOfWork', points: 10, why: expect.stringContaining(why) },
    ]);
  },
);

/** One solution posted with two messages: the first counts nothing, the second is held. */
async function expectSpentOnce(
  store: Store,
  first: FastifyInstance,
  second: FastifyInstance,
  proofOfWork: unknown,
) {
  const once = await postJson(first, { ...validMessage, ...personToken(), proofOfWork });
  // Another text: the same one again would count as a campaign's copy too.
  const again = await postJson(second, {
    ...validMessage,
    message: 'Also: SSO?',
    ...personToken(),
    proofOfWork,
  });

  expect((await screenOf(store, once))?.held).toBe(false);
  expect(await screenOf(store, again)).toMatchObject({
    held: true,
    reasons: [{ layer: 'proofOfWork', why: 'a proof of work already used' }],
  });
}

describeEachEngine('a solved proof of work', (engine) => {
  it('counts once: the same solution posted again is held', async () => {
    const { app, config } = await buildTestApp({
      databaseUrl: await databaseUrlFor(engine),
      ...proofOfWorkOn,
    });
    const store = await openStoreOf(config);
    const proofOfWork = await solved(await fetchChallenge(app));

    await expectSpentOnce(store, app, app, proofOfWork);
  });

  it('counts once across instances: the store remembers it was spent', async () => {
    const { apps, store } = await buildTwoInstances(engine, proofOfWorkOn);
    const proofOfWork = await solved(await fetchChallenge(apps[0]));

    await expectSpentOnce(store, apps[0], apps[1], proofOfWork);
  });
});
