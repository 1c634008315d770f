import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildRelayingApp, honeypotOnly, validMessage } from '../helper';
import { currentWording, formPost } from './consentHelper';

it('a form posted without the box ticked gets the spec error, reaches no inbox, and no record is written', async () => {
  const { app, config, smtp } = await buildRelayingApp();

  const response = await app.inject({
    ...formPost({ ...validMessage, consentVersion: currentWording.id }),
    headers: { ...formPost({}).headers, accept: 'application/json' },
  });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'Please accept the Terms & Conditions' });
  expect(await readdir(join(config.outboxDir, 'pending'))).toEqual([]);
  expect(await readdir(join(config.outboxDir, 'consent'))).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toEqual([]);
});

it('an unticked post caught by the honeypot is answered like a sent one and leaves nothing: no lead, no consent', async () => {
  const { app, config, smtp } = await buildRelayingApp(honeypotOnly);

  const response = await app.inject(
    formPost({ ...validMessage, website: 'autofilled', consentVersion: currentWording.id }),
  );

  expect(response.statusCode).toBe(202);
  for (const folder of ['spam', 'pending', 'consent']) {
    expect(await readdir(join(config.outboxDir, folder))).toEqual([]);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toEqual([]);
});
