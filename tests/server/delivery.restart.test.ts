import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import {
  buildTestApp,
  fastRetry,
  headersOf,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from './helper';

const files = (dir: string, folder: string) => readdir(join(dir, folder));

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
  const restarted = await buildApp(
    { ...config, smtpUrl: smtp.url },
    { logger: false, retry: fastRetry },
  );
  await restarted.ready();

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received.map((mail) => headersOf(mail.raw).get('subject')?.[0])).toEqual([
    'New inquiry from Jane Doe (Acme Inc.)',
    'New inquiry from John Roe (Acme Inc.)',
  ]);
  await restarted.close();
  await smtp.close();
});

it('does not resend a message already in sent/ (a crash between the 250 and the move)', async () => {
  const smtp = await startSmtpSink();
  const { app, config } = await buildTestApp({ smtpUrl: smtp.url });
  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  await app.close();
  await copyFile(
    join(config.outboxDir, 'sent', `${id}.eml`),
    join(config.outboxDir, 'pending', `${id}.eml`),
  );

  const restarted = await buildApp(config, { logger: false, retry: fastRetry });
  await restarted.ready();

  await waitFor(async () => (await files(config.outboxDir, 'pending')).length === 0);
  expect(smtp.received).toHaveLength(1);
  await restarted.close();
  await smtp.close();
});

it('closing the app stops the worker and keeps undelivered mail pending', async () => {
  const { app, config } = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  await postJson(app, validMessage);

  await app.close();

  expect(await files(config.outboxDir, 'pending')).toHaveLength(1);
});
