import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { folderOf } from '../../../server/store/leads';
import { listLeads } from '../../../server/store/leadPages';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildRelayingApp, tempDir, waitFor } from '../helper';
import { commandStore, outboxCommand } from './opsHelper';
import { openStoreOf } from '../storeHelper';
import { fastWebhook, startWebhookReceiver, webhookConfig } from '../jobs/webhook/webhookReceiver';

/**
 * A data folder as the file outbox (before the store) left it, written by that code: lead 1
 * mailed and at the CRM, 2 refused by the SMTP server, 3 refused by the CRM, 4 waiting for the
 * CRM after three tries, 5 held as spam, 6 cut off during its send (and older than leads/).
 */
const fixture = join(import.meta.dirname, '../store/fixtures/legacy-outbox');
const ids = {
  delivered: '20261125T205210569Z-13a7488e52',
  refusedByMail: '20261125T205210781Z-412afc5a73',
  refusedByCrm: '20261125T205211132Z-7e90afe4e3',
  waitingForCrm: '20261125T205211626Z-b229e303da',
  held: '20261125T205212131Z-46d9043753',
  cutOff: '20261125T205212277Z-990f63a6e1',
};

async function copyOfFixture(): Promise<string> {
  const dataDir = await tempDir('legacy');
  await cp(fixture, dataDir, { recursive: true });
  return dataDir;
}

const oldEntries = ['pending', 'sent', 'failed', 'spam', 'leads', 'state', 'webhook', 'consent'];

describeEachEngine('outbox import <folder> on a file outbox', (engine) => {
  it('imports every message, state and record, a running server delivers what waited, and the old folders move aside', async () => {
    const dataDir = await copyOfFixture();
    const receiver = await startWebhookReceiver();
    const { smtp, config } = await buildRelayingApp(
      { dataDir, databaseUrl: await databaseUrlFor(engine), ...webhookConfig(receiver) },
      { webhookTimings: fastWebhook },
    );
    // A start only opens the store: the old folders wait for the command.
    expect((await readdir(dataDir)).filter((entry) => oldEntries.includes(entry)).sort()).toEqual(
      [...oldEntries].sort(),
    );
    expect(await listLeads(await openStoreOf(config))).toEqual([]);

    const imported = await outboxCommand(config, 'import', dataDir);

    expect({ code: imported.code, stderr: imported.stderr }).toEqual({ code: 0, stderr: '' });
    expect(imported.stdout).toMatch(
      /^Imported 6 message\(s\) \(1 held as spam\), 4 CRM webhook state\(s\), 5 consent record\(s\) from .*; the old files are in .*imported-outbox-/,
    );
    // Pending by mail: 3 and 4 (6's send was cut off: it stays unconfirmed, never resent).
    await waitFor(() => smtp.received.length === 2);
    const mailed = await Promise.all(smtp.received.map(({ raw }) => simpleParser(raw)));
    expect(mailed.map((mail) => mail.messageId).sort()).toEqual(
      [ids.refusedByCrm, ids.waitingForCrm].map((id) => `<${id}@company.test>`).sort(),
    );
    // Waiting for the CRM: 4 alone, under its own id (1 and 2 it had, 3 it refused).
    await waitFor(() => receiver.ids().length === 1);
    expect(receiver.ids()).toEqual([ids.waitingForCrm]);

    const store = await openStoreOf(config);
    const leads = await listLeads(store);
    expect(Object.fromEntries(leads.map((lead) => [lead.id, folderOf(lead)]))).toEqual({
      [ids.delivered]: 'sent',
      [ids.refusedByMail]: 'failed',
      [ids.refusedByCrm]: 'sent',
      [ids.waitingForCrm]: 'sent',
      [ids.held]: 'spam',
      [ids.cutOff]: 'failed',
    });
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    expect(byId.get(ids.cutOff)?.deliveries.email?.failure).toBe('unconfirmed');
    expect(byId.get(ids.refusedByMail)?.deliveries.email?.lastError).toBe(
      'refused permanently: 550 No such user',
    );
    expect(byId.get(ids.refusedByCrm)?.deliveries.webhook?.state).toBe('failed');
    expect(byId.get(ids.cutOff)?.message.name).toBe('Person 6');
    const consents = await store.db.selectFrom('consents').select('lead_id').execute();
    expect(consents.map((row) => row.lead_id).sort()).toEqual(
      [ids.delivered, ids.refusedByMail, ids.refusedByCrm, ids.waitingForCrm, ids.cutOff].sort(),
    );

    const entries = await readdir(dataDir);
    expect(entries.filter((entry) => oldEntries.includes(entry))).toEqual([]);
    const [aside] = entries.filter((entry) => entry.startsWith('imported-outbox-'));
    expect(await readdir(join(dataDir, aside ?? ''))).toContain('pending');
    const { stdout } = await outboxCommand(config, 'status');
    expect(stdout).toMatch(
      /^Imported: +6 message\(s\) \(1 held as spam\), 4 CRM webhook state\(s\), 5 consent record\(s\) from .*imported-outbox-/m,
    );
  });

  it('imports once: an import cut off before the move is taken again without a duplicate', async () => {
    const dataDir = await copyOfFixture();
    const { config } = await buildRelayingApp({
      dataDir: await tempDir('fresh'),
      databaseUrl: await databaseUrlFor(engine),
    });
    const store = await openStoreOf(config);
    const page = 'https://www.example.com/contact';

    // As if the first try died after the rows and before the folders moved.
    const first = await importLegacyOutbox(store, dataDir, { page });
    await cp(fixture, dataDir, { recursive: true });
    const second = await importLegacyOutbox(store, dataDir, { page });

    expect(second?.summary).toEqual({
      messages: 0,
      held: 0,
      webhook: 0,
      consents: 0,
      alreadyMessages: first?.summary.messages,
      alreadyConsents: first?.summary.consents,
    });
    expect(await listLeads(store)).toHaveLength(6);
    expect(await importLegacyOutbox(store, dataDir, { page })).toBeUndefined();
  });

  it('the folder moved aside, imported again, says it added nothing and skipped what it had', async () => {
    const dataDir = await copyOfFixture();
    const { config } = await commandStore(engine);
    await outboxCommand(config, 'import', dataDir);
    const [aside] = (await readdir(dataDir)).filter((entry) => entry.startsWith('imported-'));

    const again = await outboxCommand(config, 'import', join(dataDir, aside ?? ''));

    expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
    expect(again.stdout).toMatch(
      /^Imported 0 message\(s\) \(0 held as spam\), 0 CRM webhook state\(s\), 0 consent record\(s\); skipped as imported before: 6 message\(s\), 5 consent record\(s\) from /,
    );
    expect(await listLeads(await openStoreOf(config))).toHaveLength(6);
  });
});

describeEachEngine('outbox import <folder> with files it cannot read', (engine) => {
  it('names each bad file, leaves it (and its lead) in place, imports the rest, and takes them once fixed', async () => {
    const dataDir = await copyOfFixture();
    const { config } = await commandStore(engine);
    const original = (path: string) => readFile(join(fixture, path));
    const withoutPhone = JSON.parse(
      await readFile(join(fixture, `consent/${ids.delivered}.json`), 'utf8'),
    ) as Record<string, unknown>;
    delete withoutPhone.phone;
    await writeFile(join(dataDir, `consent/${ids.delivered}.json`), JSON.stringify(withoutPhone));
    await writeFile(join(dataDir, `leads/${ids.waitingForCrm}.json`), '');
    await writeFile(join(dataDir, `state/${ids.cutOff}.json`), 'sending, then the disk filled up');
    await writeFile(
      join(dataDir, `leads/${ids.held}.json`),
      JSON.stringify({ id: ids.held, receivedAt: '2026-11-25T20:52:12.131Z' }),
    );

    const first = await outboxCommand(config, 'import', dataDir);

    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(
      /^Imported 3 message\(s\) \(0 held as spam\), 3 CRM webhook state\(s\), 4 consent record\(s\) from /,
    );
    const left = {
      [`consent/${ids.delivered}.json`]:
        'phone: Invalid input: expected string, received undefined',
      [`leads/${ids.waitingForCrm}.json`]: 'empty',
      [`pending/${ids.waitingForCrm}.eml`]: 'kept with its lead',
      [`webhook/pending/${ids.waitingForCrm}.json`]: 'kept with its lead',
      [`state/${ids.cutOff}.json`]: 'not JSON',
      [`pending/${ids.cutOff}.eml`]: 'kept with its lead',
      [`leads/${ids.held}.json`]: 'message: Invalid input: expected object, received undefined',
      [`spam/${ids.held}.eml`]: 'kept with its lead',
    };
    expect(first.stderr).toMatch(
      /^Left in place, not imported \(8 file\(s\)\); fix or remove them, then run import again:\n/,
    );
    for (const [file, why] of Object.entries(left)) {
      expect(first.stderr).toContain(`\n  ${file}: ${why}\n`);
      await expect(readFile(join(dataDir, file))).resolves.toBeDefined();
    }
    const store = await openStoreOf(config);
    expect((await listLeads(store)).map((lead) => lead.id).sort()).toEqual(
      [ids.delivered, ids.refusedByMail, ids.refusedByCrm].sort(),
    );

    for (const file of Object.keys(left))
      await writeFile(join(dataDir, file), await original(file));
    const second = await outboxCommand(config, 'import', dataDir);

    expect({ code: second.code, stderr: second.stderr }).toEqual({ code: 0, stderr: '' });
    expect(second.stdout).toMatch(
      /^Imported 3 message\(s\) \(1 held as spam\), 1 CRM webhook state\(s\), 0 consent record\(s\); skipped as imported before: 0 message\(s\), 1 consent record\(s\) from /,
    );
    expect(await listLeads(store)).toHaveLength(6);
    expect((await readdir(dataDir)).filter((entry) => oldEntries.includes(entry))).toEqual([]);
    const { stdout } = await outboxCommand(config, 'status');
    expect(stdout).toMatch(/^Imported: .*; 8 file\(s\) left in place from /m);
  });

  it('says so when the folder holds no file outbox', async () => {
    const { config } = await commandStore(engine);
    const empty = await tempDir('empty');

    const { code, stderr } = await outboxCommand(config, 'import', empty);

    expect(code).toBe(1);
    expect(stderr).toBe(
      `No file outbox in ${empty}: none of pending/, sent/, failed/ or spam/ is there\n`,
    );
  });
});
