import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../../helper';

it('a recipient refused while the others accept is logged at error level and recorded with the message', async () => {
  const logs: { level: number; messageId?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')) as { level: number; messageId?: string });
      done();
    },
  });
  const { app, config, smtp } = await buildRelayingApp(
    { mailTo: ['sales@company.test', 'ceo@company.test'] },
    { logger: { level: 'info', stream } },
  );
  smtp.respondToRecipient = (address) =>
    address === 'ceo@company.test' ? { code: 550, message: 'No such user' } : undefined;

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(() => logs.some((line) => line.messageId === id && line.level >= 40));
  expect(smtp.received.map((mail) => mail.to)).toEqual([['sales@company.test']]);
  expect(logs.find((line) => line.messageId === id && line.level >= 40)).toMatchObject({
    level: 50,
    event: 'partial-recipient-refusal',
    rejectedRecipients: ['ceo@company.test'],
  });
  const record = JSON.parse(
    await readFile(join(config.outboxDir, 'state', `${id}.json`), 'utf8'),
  ) as Record<string, unknown>;
  expect(record).toMatchObject({ state: 'sent', rejectedRecipients: ['ceo@company.test'] });
});
