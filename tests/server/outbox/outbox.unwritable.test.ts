import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { buildTestApp, postJson, tempDir, validMessage } from '../helper';

it('503 with a way to reach the company when the outbox cannot be written', async () => {
  const { app, config } = await buildTestApp();
  // Root ignores permissions, so block the write with a file where the temp folder should be.
  await rm(join(config.outboxDir, 'tmp'), { recursive: true });
  await writeFile(join(config.outboxDir, 'tmp'), '');

  const response = await postJson(app, validMessage);

  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    error:
      'We could not store your message right now. Please try again in a few minutes, or email us at hello@sonorantechpartners.com.',
  });
  expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([]);
});

it('recreates an outbox deleted while the server runs', async () => {
  const { app, config } = await buildTestApp();
  await rm(config.outboxDir, { recursive: true });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  expect(await readdir(join(config.outboxDir, 'pending'))).toHaveLength(1);
});

it('refuses to start with an OUTBOX_DIR it cannot create, naming it', async () => {
  const blocker = join(await tempDir('blocker'), 'file');
  await writeFile(blocker, '');

  await expect(
    buildApp({ ...loadConfig({}), outboxDir: join(blocker, 'outbox') }, { logger: false }),
  ).rejects.toThrow(/^OUTBOX_DIR .*file\/outbox is not writable/);
});
