import { expect, it } from 'vitest';
import {
  buildTestApp,
  honeypotOnly,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from '../helper';
import { files, messageIdOf, outboxCommand } from './opsHelper';

/** Longer than the pending/ poll (2 s) and the worker's retry backoff in tests (200 ms). */
const resendHorizonMs = 2500;
const settle = () => new Promise((resolve) => setTimeout(resolve, resendHorizonMs));

it(
  'retry <id>: a message refused for good is relayed by the running server, exactly once, same Message-ID',
  { timeout: 15_000 },
  async () => {
    const smtp = await startSmtpSink();
    let refusing = true;
    const attempts: string[] = [];
    smtp.respond = (raw) => {
      attempts.push(messageIdOf(raw) ?? '');
      return refusing ? { code: 550, message: 'Mailbox unavailable' } : undefined;
    };
    const { app, config } = await buildTestApp({ smtpUrl: smtp.url });

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 1);
    refusing = false;

    const result = await outboxCommand(config, 'retry', id);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(`Moved ${id} from failed/ to pending/`);

    await waitFor(() => smtp.received.length === 1, 5000);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(messageIdOf(smtp.received[0]?.raw ?? '')).toBe(attempts[0]);
    expect(await files(config.outboxDir, 'sent')).toEqual([`${id}.eml`]);
    expect(await files(config.outboxDir, 'failed')).toEqual([]);

    const again = await outboxCommand(config, 'retry', id);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toBe(
      `Message ${id} was delivered already (it is in sent/): not sending it twice\n`,
    );
    await settle();
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  },
);

it(
  'retry --all-failed moves every failed message back and each is delivered once',
  { timeout: 15_000 },
  async () => {
    const smtp = await startSmtpSink();
    let refusing = true;
    smtp.respond = () => (refusing ? { code: 554, message: 'Refused' } : undefined);
    const { app, config } = await buildTestApp({ smtpUrl: smtp.url });

    for (let index = 0; index < 3; index += 1) await postJson(app, validMessage);
    await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 3);
    refusing = false;

    const result = await outboxCommand(config, 'retry', '--all-failed');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch('Moved 3 message(s) from failed/ to pending/');
    await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 3, 5000);
    await settle();
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(3);

    expect((await outboxCommand(config, 'retry', '--all-failed')).stdout).toBe(
      'No failed messages to retry\n',
    );
    await smtp.close();
  },
);

it(
  'release <id>: a real lead caught by the honeypot is relayed once, with the Message-ID it was stored with',
  { timeout: 15_000 },
  async () => {
    const smtp = await startSmtpSink();
    const { app, config } = await buildTestApp({ smtpUrl: smtp.url, ...honeypotOnly });

    const { id } = (await postJson(app, { ...validMessage, website: 'autofilled' })).json<{
      id: string;
    }>();
    expect(await files(config.outboxDir, 'spam')).toEqual([`${id}.eml`]);

    const result = await outboxCommand(config, 'release', id);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    await waitFor(() => smtp.received.length === 1, 5000);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(messageIdOf(smtp.received[0]?.raw ?? '')).toBe(`<${id}@company.test>`);
    expect(await files(config.outboxDir, 'spam')).toEqual([]);

    const again = await outboxCommand(config, 'release', id);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(`Message ${id} was delivered already`);
    await smtp.close();
  },
);
