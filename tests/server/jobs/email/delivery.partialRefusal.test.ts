import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { postJson, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { deliveryOf, relayingAppOn } from '../deliveryHelper';

interface LogLine {
  level: number;
  messageId?: string;
}

describeEachEngine('e-mail partly refused', (engine) => {
  it('a recipient refused while the others accept: delivered, the refused one kept with the delivery and told at error level', async () => {
    const logs: LogLine[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString('utf8')) as LogLine);
        done();
      },
    });
    const { app, smtp, store } = await relayingAppOn(
      engine,
      { mailTo: ['sales@company.test', 'ceo@company.test'] },
      { logger: { level: 'info', stream } },
    );
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' ? { code: 550, message: 'No such user' } : undefined;

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    expect(smtp.received.map((mail) => mail.to)).toEqual([['sales@company.test']]);
    expect(await deliveryOf(store, id)).toMatchObject({
      attempts: 1,
      rejectedRecipients: ['ceo@company.test'],
    });
    await waitFor(() => logs.some((line) => line.messageId === id && line.level >= 40));
    expect(logs.find((line) => line.messageId === id && line.level >= 40)).toMatchObject({
      level: 50,
      event: 'partial-recipient-refusal',
      rejectedRecipients: ['ceo@company.test'],
    });
  });
});
