import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../server/config';
import { newMessageId } from '../../../server/outbox/messageId';
import { buildTestApp, postJson, startSmtpSink, tempDir, validMessage, waitFor } from '../helper';
import { files, outboxCommand, storeMessage } from './opsHelper';

const day = 24 * 60 * 60 * 1000;

async function outboxConfig(overrides: Partial<Config> = {}): Promise<Config> {
  return {
    ...loadConfig({}),
    outboxDir: await tempDir('outbox'),
    mailTo: ['leads@company.test'],
    mailFrom: 'website@company.test',
    ...overrides,
  };
}

describe('status', () => {
  it('counts each folder, ages the oldest pending message, and says SMTP is not configured', async () => {
    const config = await outboxConfig();
    await storeMessage(config, 'pending', new Date(Date.now() - 3 * 60 * 60 * 1000));
    await storeMessage(config, 'pending', new Date());
    await storeMessage(config, 'sent', new Date());
    await storeMessage(config, 'spam', new Date());

    const { code, stdout } = await outboxCommand(config, 'status');

    expect(code).toBe(0);
    expect(stdout).toMatch(/^Pending: +2, oldest waiting 3 h 0 min$/m);
    expect(stdout).toMatch(/^Sent: +1$/m);
    expect(stdout).toMatch(/^Failed: +0$/m);
    expect(stdout).toMatch(/^Spam: +1$/m);
    expect(stdout).toMatch(/^SMTP: +not configured \(SMTP_URL unset\)/m);
    expect(stdout).toMatch(/^Sender: +no server is running on this outbox$/m);
    expect(stdout).toMatch(/^Last delivery error: none recorded$/m);
  });

  it('shows the running server, the SMTP relay and the last delivery error it recorded', async () => {
    const smtp = await startSmtpSink();
    smtp.respond = () => ({ code: 550, message: 'No such mailbox here' });
    const { app, config } = await buildTestApp({ smtpUrl: smtp.url });
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 1);

    let stdout = '';
    await waitFor(async () => {
      stdout = (await outboxCommand(config, 'status')).stdout;
      return stdout.includes(id);
    });
    expect(stdout).toMatch(/^Failed: +1$/m);
    expect(stdout).toMatch(/^SMTP: +configured, relaying to leads@company\.test$/m);
    expect(stdout).toMatch(new RegExp(`^Sender: +server process ${process.pid} on `, 'm'));
    expect(stdout).toMatch(
      new RegExp(`^Last delivery error: .*, message ${id}: .*No such mailbox here`, 'm'),
    );
    await smtp.close();
  });
});

describe('list', () => {
  it('lists every folder newest first with id, received time, name, e-mail, company and size', async () => {
    const config = await outboxConfig();
    const older = await storeMessage(config, 'sent', new Date('2026-01-01T10:00:00Z'));
    const newer = await storeMessage(config, 'failed', new Date('2026-02-01T10:00:00Z'), {
      ...validMessage,
      name: 'Zoë Ångström',
      email: 'zoe@nordic.test',
      company: 'Fjord (Nordic) AB',
    });

    const { code, stdout } = await outboxCommand(config, 'list');

    expect(code).toBe(0);
    const [header, first, second] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +FOLDER +RECEIVED +NAME +EMAIL +COMPANY +SIZE +SCREEN$/);
    expect(first).toMatch(
      new RegExp(
        `^${newer} +failed +2026-02-01T10:00:00.000Z +Zoë Ångström +zoe@nordic.test +Fjord \\(Nordic\\) AB +\\d+$`,
      ),
    );
    expect(second).toMatch(new RegExp(`^${older} +sent +2026-01-01T10:00:00.000Z +Jane Doe `));
  });

  it('lists one folder, as JSON with --json', async () => {
    const config = await outboxConfig();
    const pending = await storeMessage(config, 'pending', new Date('2026-03-01T00:00:00Z'));
    await storeMessage(config, 'spam', new Date());

    const { code, stdout } = await outboxCommand(config, 'list', 'pending', '--json');

    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      {
        id: pending,
        folder: 'pending',
        receivedAt: '2026-03-01T00:00:00.000Z',
        name: 'Jane Doe',
        email: 'jane@acme.test',
        company: 'Acme Inc.',
        size: expect.any(Number),
        screen: '',
      },
    ]);
  });

  it('says so when a folder is empty, including one never created', async () => {
    const config = await outboxConfig();
    expect(await outboxCommand(config, 'list', 'failed')).toEqual({
      code: 0,
      stdout: 'No messages in failed/\n',
      stderr: '',
    });
  });
});

describe('show', () => {
  it('prints the message as the recipient sees it: headers, then the text', async () => {
    const config = await outboxConfig();
    const id = await storeMessage(config, 'failed', new Date('2026-04-02T09:30:00Z'));

    const { code, stdout } = await outboxCommand(config, 'show', id);

    expect(code).toBe(0);
    expect(stdout).toMatch(/^Folder: +failed\/$/m);
    expect(stdout).toMatch(/^From: +"Sonoran Tech Partners website" <website@company\.test>$/m);
    expect(stdout).toMatch(/^To: +leads@company\.test$/m);
    expect(stdout).toMatch(/^Reply-To: +"Jane Doe" <jane@acme\.test>$/m);
    expect(stdout).toMatch(/^Subject: +New inquiry from Jane Doe \(Acme Inc\.\)$/m);
    expect(stdout).toMatch(/^Date: +Thu, 02 Apr 2026 09:30:00 GMT$/m);
    expect(stdout).toMatch(new RegExp(`^Message-ID: +<${id}@company\\.test>$`, 'm'));
    expect(stdout).toContain('\n\nNew inquiry from the contact form on');
    expect(stdout).toContain('We need help moving our ERP to the cloud.\nCan we talk next week?');
  });
});

describe('purge', () => {
  it('deletes delivered and spam messages older than the duration, never pending or failed ones', async () => {
    const config = await outboxConfig();
    const old = new Date(Date.now() - 40 * day);
    const oldSent = await storeMessage(config, 'sent', old);
    const newSent = await storeMessage(config, 'sent', new Date());
    await storeMessage(config, 'spam', old);
    const oldPending = await storeMessage(config, 'pending', old);
    const oldFailed = await storeMessage(config, 'failed', old);

    const { code, stdout } = await outboxCommand(config, 'purge', '--older-than', '30d');

    expect(code).toBe(0);
    expect(stdout).toBe(
      'Removed 1 delivered and 1 spam message(s) older than 30d; pending/ and failed/ are never purged\n',
    );
    expect(await files(config.outboxDir, 'sent')).toEqual([`${newSent}.eml`]);
    expect(await files(config.outboxDir, 'spam')).toEqual([]);
    expect(await files(config.outboxDir, 'pending')).toEqual([`${oldPending}.eml`]);
    expect(await files(config.outboxDir, 'failed')).toEqual([`${oldFailed}.eml`]);
    expect(oldSent).not.toBe(newSent);
  });
});

describe('bad input gets one clear line, a non-zero exit, and moves nothing', () => {
  const unknownId = newMessageId(new Date('2026-01-01T00:00:00Z'));

  it.each([
    [
      ['frobnicate'],
      2,
      'Unknown command frobnicate: expected one of status, list, show, retry, release, purge, consent, replay, retry-webhook',
    ],
    [['status', 'now'], 2, 'Unexpected argument: now'],
    [['list', 'inbox'], 2, 'Unknown folder inbox: expected one of pending, sent, failed, spam'],
    [['list', 'sent', 'failed'], 2, 'Unexpected argument: failed'],
    [['show'], 2, 'show needs a message id (see `npm run outbox -- list`)'],
    [['show', '../../etc/passwd'], 1, 'No message with id ../../etc/passwd'],
    [['retry'], 2, 'retry needs a message id (see `npm run outbox -- list`)'],
    [['retry', '--all'], 2, 'retry needs a message id (see `npm run outbox -- list`)'],
    [['release'], 2, 'release needs a message id (see `npm run outbox -- list`)'],
    [['purge'], 2, 'purge needs --older-than <duration>, e.g. purge --older-than 30d'],
    [
      ['purge', '--older-than', '30'],
      2,
      'Bad duration "30": expected a positive number and a unit, like 90m, 12h, 30d or 4w',
    ],
    [
      ['purge', '--older-than', '0d'],
      2,
      'Bad duration "0d": expected a positive number and a unit, like 90m, 12h, 30d or 4w',
    ],
    [
      ['purge', '--older-than', '2 months'],
      2,
      'Bad duration "2 months": expected a positive number and a unit, like 90m, 12h, 30d or 4w',
    ],
  ])('%j exits %i: %s', async (argv, exitCode, line) => {
    const config = await outboxConfig();
    const kept = await storeMessage(config, 'sent', new Date(0));

    expect(await outboxCommand(config, ...argv)).toEqual({
      code: exitCode,
      stdout: '',
      stderr: `${line}\n`,
    });
    expect(await files(config.outboxDir, 'sent')).toEqual([`${kept}.eml`]);
  });

  it.each(['show', 'retry', 'release'])('%s of an unknown id names it', async (command) => {
    const config = await outboxConfig();
    await storeMessage(config, 'failed', new Date());
    const result = await outboxCommand(config, command, unknownId);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `No message with id ${unknownId} in ${config.outboxDir}\n`,
    });
  });

  it('retry of a pending or spam message, and release of a failed one, say where it is', async () => {
    const config = await outboxConfig();
    const pending = await storeMessage(config, 'pending', new Date());
    const spam = await storeMessage(config, 'spam', new Date());
    const failed = await storeMessage(config, 'failed', new Date());

    expect((await outboxCommand(config, 'retry', pending)).stderr).toBe(
      `Message ${pending} is in pending/, not in failed/\n`,
    );
    expect((await outboxCommand(config, 'retry', spam)).stderr).toBe(
      `Message ${spam} is in spam/, not in failed/ (use \`release ${spam}\`)\n`,
    );
    expect((await outboxCommand(config, 'release', failed)).stderr).toBe(
      `Message ${failed} is in failed/, not in spam/\n`,
    );
    expect(await files(config.outboxDir, 'pending')).toEqual([`${pending}.eml`]);
    expect(await files(config.outboxDir, 'spam')).toEqual([`${spam}.eml`]);
    expect(await files(config.outboxDir, 'failed')).toEqual([`${failed}.eml`]);
  });

  it('no command prints the usage and exits 2; help exits 0', async () => {
    const config = await outboxConfig();
    const bare = await outboxCommand(config);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toMatch(/^Usage: npm run outbox -- <command>/);
    expect((await outboxCommand(config, 'help')).code).toBe(0);
  });
});
