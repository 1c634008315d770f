import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { folderOf } from '../../../server/store/leads';
import { listLeads } from '../../../server/store/leadPages';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildRelayingApp, tempDir, waitFor } from '../helper';
import { outboxCommand } from '../operations/opsHelper';
import { openStoreOf } from '../storeHelper';
import {
  fastWebhook,
  startWebhookReceiver,
  webhookConfig,
} from '../destinations/webhook/webhookReceiver';

/**
 * A data folder as the file outbox (before the store) left it, written by that code: lead 1
 * mailed and at the CRM, 2 refused by the SMTP server, 3 refused by the CRM, 4 waiting for the
 * CRM after three tries, 5 held as spam, 6 cut off during its send (and older than leads/).
 */
const fixture = join(import.meta.dirname, 'fixtures/legacy-outbox');
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

describeEachEngine('the first start on a file outbox', (engine) => {
  it('imports every message, state and record, delivers what waited, and moves the old folders aside', async () => {
    const dataDir = await copyOfFixture();
    const receiver = await startWebhookReceiver();
    const { smtp, config } = await buildRelayingApp(
      { dataDir, databaseUrl: await databaseUrlFor(engine), ...webhookConfig(receiver) },
      { webhookTimings: fastWebhook },
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
    expect(
      entries.filter((entry) =>
        ['pending', 'sent', 'failed', 'spam', 'leads', 'state', 'webhook', 'consent'].includes(
          entry,
        ),
      ),
    ).toEqual([]);
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

    expect(first).toEqual(second);
    expect(await listLeads(store)).toHaveLength(6);
    expect(await importLegacyOutbox(store, dataDir, { page })).toBeUndefined();
  });
});
