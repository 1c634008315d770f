import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp, postJson, startSmtpSink, unusedPort, validMessage, waitFor } from './helper';

const files = (dir: string, folder: string) => readdir(join(dir, folder));

it('keeps retrying while the SMTP server is down and delivers exactly once when it is back', async () => {
  const port = await unusedPort();
  const { app, config } = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 300)); // several failed attempts
  expect(await files(config.outboxDir, 'pending')).toHaveLength(1);

  const smtp = await startSmtpSink(port);
  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 300)); // a resend would show up by now
  expect(smtp.received).toHaveLength(1);
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
  await smtp.close();
});

it('retries a 4xx answer and delivers once it is accepted', async () => {
  const smtp = await startSmtpSink();
  let refusals = 2;
  smtp.respond = () =>
    refusals-- > 0 ? { code: 451, message: 'Greylisted, try again later' } : undefined;
  const { app, config } = await buildTestApp({ smtpUrl: smtp.url });

  expect((await postJson(app, validMessage)).statusCode).toBe(202);

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  expect(refusals).toBeLessThan(0);
  expect(smtp.received).toHaveLength(1);
  await smtp.close();
});

it('moves a message refused with 5xx to failed/, never retries it, and goes on with the next', async () => {
  const smtp = await startSmtpSink();
  let refusals = 0;
  smtp.respond = (raw) => {
    if (!raw.includes('Rejected Corp')) return undefined;
    refusals += 1;
    return { code: 554, message: 'Message refused' };
  };
  const { app, config } = await buildTestApp({ smtpUrl: smtp.url });

  await postJson(app, { ...validMessage, company: 'Rejected Corp' });
  await postJson(app, validMessage);

  await waitFor(() => smtp.received.length === 1);
  await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(refusals).toBe(1);
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
  await smtp.close();
});
