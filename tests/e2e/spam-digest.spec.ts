import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './support/test';
import {
  contactTexts,
  fillContactForm,
  gotoContactForm,
  newVisitor,
  notice,
  waitLikeAPerson,
} from './support/contactForm';
import { e2eServer } from './support/e2eServer';
import { leadFrom } from './support/leadStore';
import { waitForMail } from './support/mailbox';
import { expectHeld } from './support/spamScreen';

const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * A sink of the digest's own: the run's sink is read by every spec, and a digest quotes the
 * held messages other specs sent.
 */
async function startDigestSink() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        );
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

test('with one message held and one delivered, `npm run outbox -- digest` mails one digest naming the held one and how to release it', async ({
  page,
  request,
}) => {
  const bot = newVisitor();
  await request.post('/api/send-email', { data: bot });
  await expectHeld(bot.email);
  const heldId = (await leadFrom(e2eServer.dataDir, bot.email))?.id;

  const person = newVisitor();
  const form = await gotoContactForm(page);
  await fillContactForm(form, person);
  await waitLikeAPerson(page);
  await form.terms.check();
  await form.submitButton.click();
  await expect(notice(page, contactTexts.sent)).toBeVisible();
  await waitForMail(person.email);

  const sink = await startDigestSink();
  try {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'outbox', '--', 'digest'],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATA_DIR: e2eServer.dataDir,
          SMTP_URL: sink.url,
          MAIL_TO: 'owner@company.test',
        },
      },
    );
    expect(stdout).toMatch(/^Mailed the digest of \d+ held message\(s\) to owner@company\.test/);
  } finally {
    sink.close();
  }

  expect(sink.received).toHaveLength(1);
  const digest = sink.received[0] ?? '';
  expect(digest).toMatch(/^Subject: Spam digest: \d+ contact message\(s\) held, not delivered/m);
  expect(digest).toContain(bot.name);
  expect(digest).toContain(`npm run outbox -- release ${heldId}`);
  expect(digest).not.toContain(person.name);
  expect(digest).not.toContain(person.message);
});
