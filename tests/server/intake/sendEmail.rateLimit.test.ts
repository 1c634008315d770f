import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp, postJson, validMessage } from '../helper';

it('429 with a readable sentence once an address has sent RATE_LIMIT_MAX messages in the window', async () => {
  const { app } = await buildTestApp({ rateLimitMax: 2, rateLimitWindowMs: 600_000 });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  const limited = await postJson(app, validMessage);

  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    error:
      'Too many messages from your network. Please try again in 10 minutes, or email us at hello@sonorantechpartners.com.',
  });
  expect(limited.headers['retry-after']).toBe('600');
  const otherVisitor = await postJson(app, validMessage, { remoteAddress: '203.0.113.7' });
  expect(otherVisitor.statusCode).toBe(202);
});

it('does not count rejected submissions, so a visitor fixing mistakes is never locked out', async () => {
  const { app } = await buildTestApp({ rateLimitMax: 1 });

  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await postJson(app, { ...validMessage, email: 'typo' })).statusCode).toBe(400);
  }

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  expect((await postJson(app, validMessage)).statusCode).toBe(429);
});

it('does not count a message the outbox could not store (503)', async () => {
  const { app, config } = await buildTestApp({ rateLimitMax: 1 });
  const temp = join(config.outboxDir, 'tmp');
  // Root ignores permissions, so block the write with a file where the temp folder should be.
  await rm(temp, { recursive: true });
  await writeFile(temp, '');

  expect((await postJson(app, validMessage)).statusCode).toBe(503);
  expect((await postJson(app, validMessage)).statusCode).toBe(503);
  await rm(temp);
  await mkdir(temp);

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  expect((await postJson(app, validMessage)).statusCode).toBe(429);
});

it('a burst of simultaneous posts from one address stores no more than the limit', async () => {
  const { app, config } = await buildTestApp({ rateLimitMax: 3 });

  const burst = await Promise.all(Array.from({ length: 10 }, () => postJson(app, validMessage)));

  const statuses = burst.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([...Array(3).fill(202), ...Array(7).fill(429)]);
  expect(await readdir(join(config.outboxDir, 'pending'))).toHaveLength(3);
});

it('a 429 while the last try is still being stored asks to wait the window, never Retry-After: 0', async () => {
  const { app } = await buildTestApp({ rateLimitMax: 1, rateLimitWindowMs: 90_000 });

  const [first, second] = await Promise.all([
    postJson(app, validMessage),
    postJson(app, validMessage),
  ]);

  expect([first.statusCode, second.statusCode].sort()).toEqual([202, 429]);
  const limited = first.statusCode === 429 ? first : second;
  expect(limited.headers['retry-after']).toBe('90');
  expect(limited.json<{ error: string }>().error).toContain('try again in 2 minutes');
});
