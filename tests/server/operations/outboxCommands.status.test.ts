import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { sqliteFileName } from '../../../server/store/openStore';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { leadsIn, openStoreOf, seedLead } from '../storeHelper';
import { commandStore, outboxCommand, outboxCommandAt } from './opsHelper';

const now = Date.parse('2028-03-01T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60 * 1000);
const iso = (date: Date) => date.toISOString();

describeEachEngine('status', (engine) => {
  it('names the store, counts leads by where they stand, ages the oldest pending, and gives the last delivery, the last error and the retention', async () => {
    const { config, store } = await commandStore(engine);
    await seedLead(store, 'pending', { receivedAt: hoursAgo(3) });
    await seedLead(store, 'pending', { receivedAt: hoursAgo(1) });
    await seedLead(store, 'sent', { receivedAt: hoursAgo(5) });
    await seedLead(store, 'sent', { receivedAt: hoursAgo(2) });
    const failed = await seedLead(store, 'failed', { receivedAt: hoursAgo(4) });
    await seedLead(store, 'spam', { receivedAt: hoursAgo(1) });

    const { code, stdout, stderr } = await outboxCommandAt(now, config, ['status']);

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Pending: +2, oldest waiting 3 h 0 min$/m);
    expect(stdout).toMatch(/^Sent: +2$/m);
    expect(stdout).toMatch(/^Failed: +1$/m);
    expect(stdout).toMatch(/^Spam: +1$/m);
    expect(stdout).toMatch(/^SMTP: +not configured \(SMTP_URL unset\): messages wait as pending$/m);
    expect(stdout).toContain(`\nLast delivery:       ${iso(hoursAgo(2))}\n`);
    expect(stdout).toContain(
      `\nLast delivery error: ${iso(hoursAgo(4))}, message ${failed}: refused permanently: 550 no such user\n`,
    );
    expect(stdout).toMatch(/^Retention: +sent 730 days, spam 30 days, consent 1826 days$/m);
    expect(stdout).not.toMatch(/^(Imported|CRM webhook|Webhook)/m);
  });

  it('names where the leads are, never the database password', async () => {
    const databaseUrl = await databaseUrlFor(engine);
    // The test server trusts local connections, so the password is never asked for.
    const withPassword = databaseUrl?.replace('://postgres@', '://postgres:hunter2@');
    const { config } = await commandStore(engine, { databaseUrl: withPassword });

    const { stdout } = await outboxCommand(config, 'status');

    const expected =
      withPassword === undefined
        ? join(config.dataDir, sqliteFileName)
        : `postgres://${new URL(withPassword).host}${new URL(withPassword).pathname}`;
    expect(stdout.split('\n')[0]).toBe(`Store:               ${expected}`);
    expect(stdout).not.toContain('hunter2');
    expect(stdout).toMatch(/^Pending: +0$/m);
    expect(stdout).toMatch(/^Last delivery: +none recorded$/m);
    expect(stdout).toMatch(/^Last delivery error: none recorded$/m);
  });

  it('says when and from where the old file outbox was imported', async () => {
    const { config, store } = await commandStore(engine);
    await mkdir(join(config.dataDir, 'pending'));
    const importedAt = Date.parse('2028-02-01T08:00:00.000Z');
    await importLegacyOutbox(store, config.dataDir, { page: 'https://x.test', now: importedAt });

    const { stdout } = await outboxCommand(config, 'status');

    const imported = /^Imported: +(.*) from (\S+) on (\S+)$/m.exec(stdout);
    expect(imported?.[1]).toBe(
      '0 message(s) (0 held as spam), 0 CRM webhook state(s), 0 consent record(s)',
    );
    expect(imported?.[2]).toMatch(new RegExp(`^${config.dataDir}/imported-outbox-20280201T080000`));
    expect(imported?.[3]).toBe('2028-02-01T08:00:00.000Z');
  });

  it('shows the relay and the last error the running server met', async () => {
    const { app, config, smtp } = await buildRelayingApp({
      databaseUrl: await databaseUrlFor(engine),
    });
    smtp.respond = () => ({ code: 550, message: 'No such mailbox here' });
    const store = await openStoreOf(config);
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await waitFor(async () => (await leadsIn(store, 'failed')).length === 1);

    const { stdout } = await outboxCommand(config, 'status');

    expect(stdout).toMatch(/^Failed: +1$/m);
    expect(stdout).toMatch(/^SMTP: +configured, relaying to leads@company\.test$/m);
    expect(stdout).toMatch(
      new RegExp(`^Last delivery error: .*, message ${id}: refused permanently: .*550`, 'm'),
    );
  });
});
