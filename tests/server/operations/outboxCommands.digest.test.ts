import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { startSmtpSink } from '../helper';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

describeEachEngine('npm run outbox -- digest', (engine) => {
  it('mails the digest of the last day now, naming the held message and not the delivered one', async () => {
    const smtp = await startSmtpSink();
    const { config, store } = await commandStore(engine, { smtpUrl: smtp.url });
    const held = await seedLead(store, 'spam');
    const delivered = await seedLead(store, 'sent');
    const dayBefore = await seedLead(store, 'spam', {
      receivedAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });

    const result = await outboxCommand(config, 'digest');
    await smtp.close();

    expect(result).toEqual({
      code: 0,
      stdout: 'Mailed the digest of 1 held message(s) to leads@company.test\n',
      stderr: '',
    });
    expect(smtp.received).toHaveLength(1);
    const text = (await simpleParser(smtp.received[0]?.raw ?? '')).text ?? '';
    expect(text).toContain(`npm run outbox -- release ${held}`);
    expect(text).not.toContain(delivered);
    expect(text).not.toContain(dayBefore);
  });

  it('says which MAIL_TO address refused the digest, and fails, rather than that it was mailed to all', async () => {
    const smtp = await startSmtpSink();
    const mailTo = ['leads@company.test', 'ceo@company.test'];
    const { config, store } = await commandStore(engine, { smtpUrl: smtp.url, mailTo });
    await seedLead(store, 'spam');
    smtp.respondToRecipient = (address) =>
      address === 'ceo@company.test' ? { code: 452, message: 'Mailbox full' } : undefined;

    const result = await outboxCommand(config, 'digest');
    await smtp.close();

    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'The digest did not reach every MAIL_TO address: ceo@company.test: 452 Mailbox full; sent to leads@company.test\n',
    });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['leads@company.test']]);
  });

  it('sends nothing when nothing was held, and says so', async () => {
    const smtp = await startSmtpSink();
    const { config, store } = await commandStore(engine, { smtpUrl: smtp.url });
    await seedLead(store, 'sent');

    const result = await outboxCommand(config, 'digest');
    await smtp.close();

    expect(result.stdout).toBe('Nothing was held in the last day: no digest sent\n');
    expect(smtp.connectedAt).toEqual([]);
  });

  it('names the missing relay when SMTP_URL is not set', async () => {
    const { config } = await commandStore(engine);
    expect(await outboxCommand(config, 'digest')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'No SMTP_URL is configured: the digest cannot be mailed (see `npm run outbox -- list spam`)\n',
    });
  });
});
