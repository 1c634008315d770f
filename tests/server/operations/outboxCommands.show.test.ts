import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

describeEachEngine('show', (engine) => {
  it('prints the message as the recipient sees it: where it stands, the headers, then the text', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'failed', { receivedAt: new Date('2026-04-02T09:30:00Z') });

    const { code, stdout } = await outboxCommand(config, 'show', id);

    expect(code).toBe(0);
    expect(stdout).toMatch(/^Folder: +failed$/m);
    expect(stdout).toMatch(/^From: +"Sonoran Tech Partners website" <website@company\.test>$/m);
    expect(stdout).toMatch(/^To: +leads@company\.test$/m);
    expect(stdout).toMatch(/^Reply-To: +"Jane Doe" <jane@acme\.test>$/m);
    expect(stdout).toMatch(/^Subject: +New inquiry from Jane Doe \(Acme Inc\.\)$/m);
    expect(stdout).toMatch(/^Date: +Thu, 02 Apr 2026 09:30:00 GMT$/m);
    expect(stdout).toMatch(new RegExp(`^Message-ID: +<${id}@company\\.test>$`, 'm'));
    expect(stdout).toContain('\n\nNew inquiry from the contact form on');
    expect(stdout).toContain('We need help moving our ERP to the cloud.\nCan we talk next week?');
  });

  it('--eml prints the whole message, which a mail client reads as the one the inbox gets', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'pending', { receivedAt: new Date('2026-04-02T09:30:00Z') });

    const { code, stdout, stderr } = await outboxCommand(config, 'show', id, '--eml');

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).not.toContain('\r');
    expect(stdout).not.toMatch(/^Folder:/m);
    const mail = await simpleParser(stdout);
    expect(mail.messageId).toBe(`<${id}@company.test>`);
    expect(mail.from?.text).toBe('"Sonoran Tech Partners website" <website@company.test>');
    expect(mail.to).toMatchObject({ text: 'leads@company.test' });
    expect(mail.replyTo?.text).toBe('"Jane Doe" <jane@acme.test>');
    expect(mail.subject).toBe('New inquiry from Jane Doe (Acme Inc.)');
    expect(mail.date?.toISOString()).toBe('2026-04-02T09:30:00.000Z');
    expect(mail.text).toContain(
      'We need help moving our ERP to the cloud.\nCan we talk next week?',
    );
    expect(mail.text).toContain('+1 480 555 0100');
    expect(mail.html).toContain('Acme Inc.');
  });

  it('--eml of a lead imported from the old file outbox prints the message it kept, as it was', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'sent');
    const kept = `Message-ID: <${id}@old.test>\r\nSubject: Kept as it was\r\n\r\nThe old body.\r\n`;
    await store.db.updateTable('leads').set({ eml: kept }).where('id', '=', id).execute();

    const { stdout } = await outboxCommand(config, 'show', id, '--eml');

    expect(stdout).toBe(`${kept.replace(/\r\n/g, '\n')}\n`);
  });
});
