import { expect, it, onTestFinished } from 'vitest';
import { postJson, startSmtpSink, validMessage, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { consoleApp, get, post, signedInMember } from '../../console/consoleHelper';
import { outboxCommand } from '../../operations/opsHelper';
import { deliveryOf, resendWindow } from '../deliveryHelper';

const mailTo = ['sales@company.test', 'ceo@company.test'];
const refusal = 'ceo@company.test: 550 No such user';

describeEachEngine('e-mail refused for good by one MAIL_TO address', (engine) => {
  it('the others get it once; the refused address is a failure where the outbox and the console show them, and a retry sends it to that address alone', async () => {
    const smtp = await startSmtpSink();
    onTestFinished(() => smtp.close());
    const { app, config, store } = await consoleApp(engine, { smtpUrl: smtp.url, mailTo });
    let ceoAnswer: { code: number; message: string } | undefined = {
      code: 550,
      message: 'No such user',
    };
    smtp.respondToRecipient = (address) => (address === 'ceo@company.test' ? ceoAnswer : undefined);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');
    expect(smtp.received.map((mail) => mail.to)).toEqual([['sales@company.test']]);
    expect(await deliveryOf(store, id)).toMatchObject({
      attempts: 1,
      failure: 'refused',
      lastError: `refused permanently: ${refusal}; sent to sales@company.test`,
    });
    expect((await outboxCommand(config, 'list', 'failed')).stdout).toContain(id);
    const status = (await outboxCommand(config, 'status')).stdout;
    expect(status).toMatch(/^Failed: +1$/m);
    expect(status).toMatch(
      new RegExp(`^Last delivery error: .*, message ${id}: .*${refusal}`, 'm'),
    );
    const { cookie } = await signedInMember(app, store);
    expect((await get(app, `/leads/${id}`, cookie)).json()).toMatchObject({
      deliveries: [
        { destination: 'email', state: 'failed', lastAnswer: expect.stringContaining(refusal) },
      ],
      actions: { retry: ['email'] },
    });

    // The address is put right and a person retries: only it gets the message.
    ceoAnswer = undefined;
    expect(
      (await post(app, `/leads/${id}/retry`, { destination: 'email' }, cookie)).statusCode,
    ).toBe(200);
    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['sales@company.test'],
      ['ceo@company.test'],
    ]);
  });
});
