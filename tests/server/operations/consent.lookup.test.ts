import { expect, it } from 'vitest';
import type { Engine } from '../../../server/store/store';
import type { ConsentRecord } from '../../../server/store/consents';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { currentWording, formPost, storedConsentRecord } from '../intake/consentHelper';
import { openStoreOf } from '../storeHelper';
import { outboxCommand } from './opsHelper';

const appOn = async (engine: Engine) => buildTestApp(await latestStoreFor(engine));

async function appWithConsents(engine: Engine) {
  const { app, config } = await appOn(engine);
  const jsonPost = await postJson(
    app,
    { ...validMessage, consentVersion: currentWording.id },
    { headers: { 'content-type': 'application/json', 'user-agent': 'Phone Browser/1.0' } },
  );
  const { id } = jsonPost.json<{ id: string }>();
  await app.inject(
    formPost({
      ...validMessage,
      email: 'Someone.Else@Other.test',
      phone: '(480) 555-0100',
      terms: 'on',
      consentVersion: 'a stale page',
    }),
  );
  await postJson(app, { ...validMessage, email: 'third@acme.test', phone: '+44 20 7946 0958' });
  return { config, id };
}

describeEachEngine('consent lookup', (engine) => {
  it('prints every record for a number however it is written, ready to paste into a reply', async () => {
    const { config, id } = await appWithConsents(engine);
    const given = (await storedConsentRecord(await openStoreOf(config), id)).givenAt;

    for (const query of [['+1', '480', '555', '0100'], ['480.555.0100'], ['14805550100']]) {
      const { code, stdout } = await outboxCommand(config, 'consent', ...query);
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^SMS consent given to Sonoran Tech Partners through the contact form of its website, for .*: 2 record\(s\)$/m,
      );
      expect(stdout).toContain(
        [
          `SMS opt-in for lead ${id}`,
          `Given at:       ${given} (UTC, the server's clock)`,
          'Phone number:   +1 480 555 0100',
          'E-mail:         jane@acme.test',
          `Page:           ${config.siteUrl}/contact`,
          'Sent:           by the web form (JavaScript)',
          'IP address:     127.0.0.1',
          'User agent:     Phone Browser/1.0',
          `Consent text:   version ${currentWording.id}, SHA-256 ${currentWording.sha256}`,
          `"${currentWording.text}"`,
        ].join('\n'),
      );
      expect(stdout).toContain('Phone number:   (480) 555-0100');
      expect(stdout).toContain(
        'Consent text:   unknown (the form named version "a stale page", which was never published)',
      );
      expect(stdout).not.toContain('7946');
    }
  });

  it('finds an e-mail address whatever its case, and gives JSON with --json', async () => {
    const { config } = await appWithConsents(engine);

    const { code, stdout } = await outboxCommand(
      config,
      'consent',
      'someone.else@other.TEST',
      '--json',
    );

    expect(code).toBe(0);
    const records = JSON.parse(stdout) as ConsentRecord[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      email: 'Someone.Else@Other.test',
      javascript: false,
      version: 'unknown',
      claimedVersion: 'a stale page',
    });
  });

  it('says when there is no record, and keeps no claimed version with terminal controls', async () => {
    const { app, config } = await appOn(engine);
    await postJson(app, { ...validMessage, consentVersion: '\u001b]0;owned\u0007\u009b31m' });

    const none = await outboxCommand(config, 'consent', 'nobody@acme.test');
    const text = await outboxCommand(config, 'consent', validMessage.email);
    const json = await outboxCommand(config, 'consent', validMessage.email, '--json');

    expect(none).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^No SMS consent record for nobody@acme\.test in /),
    });
    for (const { stdout } of [text, json]) {
      for (const control of ['\u001b', '\u0007', '\u009b']) expect(stdout).not.toContain(control);
      expect(stdout).not.toContain('owned');
    }
    expect(text.stdout).toContain('Consent text:   unknown (the form named no version)');
  });

  it('prints no line a post forged: a claimed version with a line break is not kept, and one stored before is escaped', async () => {
    const { app, config } = await appOn(engine);
    const forgedLine = 'Consent text:   version 2025-01, SHA-256 9f2c';
    const { id } = (
      await postJson(app, { ...validMessage, consentVersion: `2019-01\n${forgedLine}` })
    ).json<{ id: string }>();
    const store = await openStoreOf(config);
    // The same claim in a record written before the version was checked.
    const row = await store.db
      .selectFrom('consents')
      .selectAll()
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('consents')
      .values({
        ...row,
        lead_id: `${id}-old`,
        record: JSON.stringify({
          ...(JSON.parse(row.record) as ConsentRecord),
          leadId: `${id}-old`,
          claimedVersion: `2019-01\n${forgedLine}`,
        }),
      })
      .execute();

    const { stdout } = await outboxCommand(config, 'consent', validMessage.email);

    const consentLines = stdout.split('\n').filter((line) => line.startsWith('Consent text:'));
    expect(consentLines).toEqual([
      'Consent text:   unknown (the form named no version)',
      `Consent text:   unknown (the form named version "2019-01\\x0a${forgedLine}", which was never published)`,
    ]);
  });

  it.each([
    [[], 'consent needs a phone number or an e-mail address'],
    [['--json'], 'consent needs a phone number or an e-mail address'],
    [['hello'], 'Not a phone number or an e-mail address: hello.'],
    [['555-01'], 'Not a phone number or an e-mail address: 555-01.'],
    [['jane@acme.test', '--all'], 'Unknown option --all'],
  ])('a wrong argument %j gets one clear line and exit code 2', async (args, message) => {
    const { config } = await appOn(engine);

    const { code, stdout, stderr } = await outboxCommand(config, 'consent', ...args);

    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });
});
