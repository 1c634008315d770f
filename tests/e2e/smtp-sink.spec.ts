import { watch } from 'node:fs';
import nodemailer from 'nodemailer';
import { expect, test } from '@playwright/test';
import { e2eServer } from './support/e2eServer';
import { waitForMail } from './support/mailbox';

test('the SMTP sink never lets a spec read a half-written mail: each file appears whole', async () => {
  const modifiedInPlace: string[] = [];
  // A file written in place is created under its name, then modified; one written under another
  // name and renamed into place never changes after its .eml name appears.
  const watcher = watch(e2eServer.mailDir, (event, name) => {
    if (event === 'change' && name?.endsWith('.eml')) modifiedInPlace.push(name);
  });
  const marker = `sink-${Date.now().toString(36)}`;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: e2eServer.smtpPort });

  await transport.sendMail({
    from: 'sink-test@example.com',
    to: 'leads@example.com',
    subject: marker,
    text: `${marker}\n${'A large body, written in more than one piece. '.repeat(40_000)}`,
  });
  const [mail] = await waitForMail(marker);
  transport.close();
  watcher.close();

  expect(mail?.header('Subject')).toBe(marker);
  expect(modifiedInPlace).toEqual([]);
});
