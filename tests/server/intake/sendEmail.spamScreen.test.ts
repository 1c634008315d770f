import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import type { Lead } from '../../../server/outbox/lead';
import { createFormTokens } from '../../../server/intake/screen/formToken';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';

const secret = 'the same secret as the server, 32+ characters';
const tokens = createFormTokens(Buffer.from(secret));
const screened = { spamScreen: true, formTokenSecret: secret };

const lead = async (outboxDir: string, id: string) =>
  JSON.parse(await readFile(join(outboxDir, 'leads', `${id}.json`), 'utf8')) as Lead;

it('relays a person: a token issued well before the post, nothing else against it', async () => {
  const { app, config, smtp } = await buildRelayingApp(screened);

  const response = await postJson(app, {
    ...validMessage,
    [formTokenField]: tokens.issue(Date.now() - 20_000),
  });

  expect(response.statusCode).toBe(202);
  const { id } = response.json<{ id: string }>();
  await waitFor(() => smtp.received.length === 1);
  expect((await lead(config.outboxDir, id)).screen).toEqual({
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
  'holds a message with %s: the same 202 and body as a person, kept in spam/ with why, never relayed',
  async (_kind, extra, why) => {
    const { app, config, smtp } = await buildRelayingApp(screened);

    const response = await postJson(app, { ...validMessage, ...extra() });

    expect(response.statusCode).toBe(202);
    expect(Object.keys(response.json())).toEqual(['ok', 'id']);
    const { id } = response.json<{ id: string }>();
    expect(await readdir(join(config.outboxDir, 'spam'))).toEqual([`${id}.eml`]);
    expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([]);
    const { screen } = await lead(config.outboxDir, id);
    expect(screen?.held).toBe(true);
    expect(screen?.reasons.map((reason) => reason.why).join()).toContain(why);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
  },
);

it('gives a held no-JS post the very page a delivered one gets', async () => {
  const { app } = await buildRelayingApp(screened);
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

it('counts held messages toward the rate limit: they are stored', async () => {
  const { app } = await buildRelayingApp({ ...screened, rateLimitMax: 2 });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  expect((await postJson(app, validMessage)).statusCode).toBe(429);
});

it('SPAM_LAYERS_OFF switches layers off, SPAM_THRESHOLD moves the line', async () => {
  const layersOff = await buildRelayingApp({ ...screened, spamLayersOff: ['token', 'timing'] });
  const higherLine = await buildRelayingApp({ ...screened, spamThreshold: 11 });

  const passed = (await postJson(layersOff.app, validMessage)).json<{ id: string }>();
  const scored = (await postJson(higherLine.app, validMessage)).json<{ id: string }>();

  expect((await lead(layersOff.config.outboxDir, passed.id)).screen).toEqual({
    held: false,
    verdict: 'passed',
    score: 0,
    reasons: [],
  });
  expect((await lead(higherLine.config.outboxDir, scored.id)).screen).toMatchObject({
    held: false,
    verdict: 'marked',
    score: 10,
  });
});
