import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  buildRelayingApp,
  buildTestApp,
  headersOf,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from '../../helper';
import { files, recordOf, restart, spawnServer } from './deliveryHelper';

it('without SMTP_URL keeps each accepted message as a standard .eml file in pending/', async () => {
  const { app, config } = await buildTestApp({ smtpUrl: undefined });

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  expect(await files(config.outboxDir, 'pending')).toEqual([`${id}.eml`]);
  const eml = await readFile(join(config.outboxDir, 'pending', `${id}.eml`), 'utf8');
  expect(headersOf(eml).get('subject')).toEqual(['New inquiry from Jane Doe (Acme Inc.)']);
  expect(headersOf(eml).get('mime-version')).toEqual(['1.0']);
});

it('a restarted server relays the mail left pending, exactly once', async () => {
  const { app, config } = await buildTestApp({ smtpUrl: undefined });
  await postJson(app, validMessage);
  await postJson(app, { ...validMessage, name: 'John Roe' });
  await app.close();

  const smtp = await startSmtpSink();
  await restart({ ...config, smtpUrl: smtp.url });

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received.map((mail) => headersOf(mail.raw).get('subject')?.[0])).toEqual([
    'New inquiry from Jane Doe (Acme Inc.)',
    'New inquiry from John Roe (Acme Inc.)',
  ]);
  await smtp.close();
});

it('a message whose move to sent/ failed after the 250 is not sent again by the next start', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  const sentDir = join(config.outboxDir, 'sent');
  smtp.respond = async () => {
    smtp.respond = () => undefined;
    // Before the 250: root ignores permissions, so a file where sent/ should be fails the move.
    await rm(sentDir, { recursive: true });
    await writeFile(sentDir, '');
    return undefined;
  };

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await waitFor(() => smtp.received.length === 1);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the move fails, and fails again
  await app.close();
  expect(await files(config.outboxDir, 'pending')).toEqual([`${id}.eml`]);
  await rm(sentDir);
  await mkdir(sentDir);

  await restart(config);

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toHaveLength(1);
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
});

it('a process killed during the send leaves the message for a person to check, never resent', async () => {
  const { app, config } = await buildTestApp({ smtpUrl: undefined });
  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await app.close();
  const smtp = await startSmtpSink();
  let arrived = 0;
  let answer: (reply: undefined) => void = () => {};
  smtp.respond = () => {
    arrived += 1;
    return arrived > 1 ? undefined : new Promise((resolve) => (answer = resolve));
  };

  // The real server, killed while the SMTP server holds back its 250 for the whole message.
  const server = spawnServer({ ...config, smtpUrl: smtp.url });
  await waitFor(() => arrived === 1, 45_000);
  server.child.kill('SIGKILL');
  await server.exited;
  answer(undefined);

  await restart({ ...config, smtpUrl: smtp.url });

  await waitFor(async () => (await files(config.outboxDir, 'pending')).length === 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(arrived).toBe(1);
  expect(await files(config.outboxDir, 'failed')).toEqual([`${id}.eml`]);
  expect(await recordOf(config.outboxDir, id)).toMatchObject({
    state: 'failed',
    attempts: 1,
    failure: 'unconfirmed',
    lastError: expect.stringMatching(/^unconfirmed: /),
  });
  await smtp.close();
}, 60_000);

it('closing the app stops the worker and keeps undelivered mail pending', async () => {
  const { app, config } = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  await postJson(app, validMessage);

  await app.close();

  expect(await files(config.outboxDir, 'pending')).toHaveLength(1);
});
