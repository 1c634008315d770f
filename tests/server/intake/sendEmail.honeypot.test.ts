import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp, honeypotOnly, postJson, startSmtpSink, validMessage } from '../helper';

it('answers a filled honeypot exactly like a real message, keeps it in spam/ and never relays it', async () => {
  const smtp = await startSmtpSink();
  const { app, config } = await buildTestApp({ smtpUrl: smtp.url, ...honeypotOnly });

  const response = await postJson(app, { ...validMessage, website: 'https://spam.example' });

  expect(response.statusCode).toBe(202);
  const { ok, id } = response.json<{ ok: boolean; id: string }>();
  expect(ok).toBe(true);
  expect(id).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{10}$/);
  expect(await readdir(join(config.outboxDir, 'spam'))).toEqual([`${id}.eml`]);
  expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toEqual([]);
  await smtp.close();
});

it('answers 202 to a bot even when the rest of its submission is invalid, and keeps nothing', async () => {
  const { app, config } = await buildTestApp(honeypotOnly);

  const response = await postJson(app, { website: 'x', email: 'not-an-email' });

  expect(response.statusCode).toBe(202);
  expect(response.json()).toMatchObject({ ok: true, id: expect.stringMatching(/Z-[0-9a-f]{10}$/) });
  expect(await readdir(join(config.outboxDir, 'spam'))).toEqual([]);
});

it('treats the five fields alone, or with an empty honeypot, as a normal message', async () => {
  const { app, config } = await buildTestApp(honeypotOnly);

  await postJson(app, validMessage);
  await postJson(app, { ...validMessage, website: '' });

  expect(await readdir(join(config.outboxDir, 'pending'))).toHaveLength(2);
  expect(await readdir(join(config.outboxDir, 'spam'))).toEqual([]);
});

it('with SPAM_SCREEN=off the honeypot is ignored too: the message is relayed', async () => {
  const { app, config } = await buildTestApp({ spamScreen: false });

  const response = await postJson(app, { ...validMessage, website: 'autofilled' });

  expect(response.statusCode).toBe(202);
  expect(await readdir(join(config.outboxDir, 'pending'))).toHaveLength(1);
  expect(await readdir(join(config.outboxDir, 'spam'))).toEqual([]);
});
