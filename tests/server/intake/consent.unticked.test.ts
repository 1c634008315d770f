import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildRelayingApp, validMessage, waitFor } from '../helper';
import { outboxCommand } from '../operations/opsHelper';
import { currentWording, formPost } from './consentHelper';

const consentFiles = (outboxDir: string) => readdir(join(outboxDir, 'consent'));

it('a form posted without the box ticked gets the spec error, reaches no inbox, and no record is written', async () => {
  const { app, config, smtp } = await buildRelayingApp();

  const response = await app.inject({
    ...formPost({ ...validMessage, consentVersion: currentWording.id }),
    headers: { ...formPost({}).headers, accept: 'application/json' },
  });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'Please accept the Terms & Conditions' });
  expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([]);
  expect(await consentFiles(config.outboxDir)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toEqual([]);
});

it('an unticked post caught by the honeypot, once released, is delivered without any consent', async () => {
  const { app, config, smtp } = await buildRelayingApp();

  await app.inject(
    formPost({ ...validMessage, website: 'autofilled', consentVersion: currentWording.id }),
  );
  const [held] = await readdir(join(config.outboxDir, 'spam'));
  const id = held?.replace(/\.eml$/, '') ?? '';
  const { code, stdout } = await outboxCommand(config, 'release', id);

  expect(code).toBe(0);
  expect(stdout).not.toContain('SMS consent');
  expect(await consentFiles(config.outboxDir)).toEqual([]);
  await waitFor(() => smtp.received.length === 1);
  expect(smtp.received[0]?.raw).not.toContain('SMS consent');
});
