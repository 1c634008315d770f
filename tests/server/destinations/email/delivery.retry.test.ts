import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  buildRelayingApp,
  buildTestApp,
  fastRetry,
  postJson,
  startSmtpSink,
  unusedPort,
  validMessage,
  waitFor,
} from '../../helper';
import { files, hasFailed, recordOf } from './deliveryHelper';

const unavailable = { code: 421, message: 'Service not available, try again later' };

it('keeps retrying while the SMTP server turns connections away and delivers exactly once when it takes them', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  smtp.refuseConnections = unavailable;

  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  await waitFor(() => smtp.connections >= 4);
  expect(smtp.received).toEqual([]);
  expect(await files(config.outboxDir, 'pending')).toHaveLength(1);

  smtp.refuseConnections = undefined;
  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 300)); // a resend would show up by now
  expect(smtp.received).toHaveLength(1);
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
});

it('retries a 4xx answer and delivers once it is accepted', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  let refusals = 2;
  smtp.respond = () =>
    refusals-- > 0 ? { code: 451, message: 'Greylisted, try again later' } : undefined;

  expect((await postJson(app, validMessage)).statusCode).toBe(202);

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  expect(refusals).toBeLessThan(0);
  expect(smtp.received).toHaveLength(1);
});

it('moves a message refused with 5xx to failed/, never retries it, and goes on with the next', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  let refusals = 0;
  smtp.respond = (raw) => {
    if (!raw.includes('Rejected Corp')) return undefined;
    refusals += 1;
    return { code: 554, message: 'Message refused' };
  };

  const { id } = (await postJson(app, { ...validMessage, company: 'Rejected Corp' })).json<{
    id: string;
  }>();
  await postJson(app, validMessage);

  await waitFor(() => smtp.received.length === 1);
  await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(refusals).toBe(1);
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
  expect(await recordOf(config.outboxDir, id)).toMatchObject({
    state: 'failed',
    failure: 'refused',
    lastError: expect.stringMatching(/^refused permanently: 554 Message refused/),
  });
});

it('a message the server keeps deferring does not hold back the ones behind it', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  smtp.respond = (raw) =>
    raw.includes('Deferred Corp') ? { code: 452, message: 'Try this one later' } : undefined;

  await postJson(app, { ...validMessage, company: 'Deferred Corp' });
  await postJson(app, validMessage);

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  expect(smtp.received).toHaveLength(1);
  expect(await files(config.outboxDir, 'pending')).toHaveLength(1);
});

it('gives up after giveUpAfterMs of tries: failed/, with the attempts and the last error recorded', async () => {
  const port = await unusedPort();
  const { app, config } = await buildTestApp(
    { smtpUrl: `smtp://127.0.0.1:${port}` },
    { retry: { ...fastRetry, giveUpAfterMs: 300 } },
  );

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(() => hasFailed(config.outboxDir, id));
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
  expect(await files(config.outboxDir, 'failed')).toEqual([`${id}.eml`]);
  const failed = await recordOf(config.outboxDir, id);
  expect(failed).toMatchObject({
    state: 'failed',
    failure: 'gave-up',
    lastError: expect.stringMatching(/^gave up after \d+ tries: .*ECONNREFUSED/),
  });
  expect(failed.attempts).toBeGreaterThanOrEqual(2);
});

it('a message moved back from failed/ to pending/ by hand gets fresh tries and is delivered', async () => {
  const smtp = await startSmtpSink();
  smtp.refuseConnections = unavailable;
  const { app, config } = await buildTestApp(
    { smtpUrl: smtp.url },
    { retry: { ...fastRetry, giveUpAfterMs: 200 } },
  );
  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await waitFor(() => hasFailed(config.outboxDir, id));

  smtp.refuseConnections = undefined;
  const at = (folder: string) => join(config.outboxDir, folder, `${id}.eml`);
  await rename(at('failed'), at('pending'));

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1);
  expect(await recordOf(config.outboxDir, id)).toMatchObject({ state: 'sent', attempts: 1 });
});
