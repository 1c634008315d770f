import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { deleteLead } from '../../../server/store/leadMoves';
import { listLeads } from '../../../server/store/leadPages';
import { purgeLeads } from '../../../server/store/retention';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { tempDir } from '../helper';
import { openTestStore } from '../storeHelper';

const fixture = join(import.meta.dirname, 'fixtures/legacy-outbox');
const page = 'https://www.example.com/contact';
/** Pending by mail when the file outbox stopped, with SMS consent. */
const pending = '20261125T205211626Z-b229e303da';
/** Mailed and at the CRM. */
const delivered = '20261125T205210569Z-13a7488e52';

async function copyOfFixture(): Promise<string> {
  const dataDir = await tempDir('legacy');
  await cp(fixture, dataDir, { recursive: true });
  return dataDir;
}

const leadIds = async (store: Store) => (await listLeads(store)).map((lead) => lead.id);
const jobsOf = (store: Store, id: string) =>
  store.db.selectFrom('jobs').select(['task', 'state']).where('key', '=', id).execute();

describeEachEngine('the old outbox’s import, run again after a lead was deleted', (engine) => {
  it('an import cut off before its move, run again, neither brings back nor mails again a lead mailed and deleted meanwhile', async () => {
    const store = await openTestStore(engine);
    const dataDir = await copyOfFixture();
    const first = await importLegacyOutbox(store, dataDir, { page });
    expect(first?.summary).toMatchObject({ messages: 6, alreadyMessages: 0 });
    // The runner mailed it; a person read it and deleted it in the console.
    await store.db
      .updateTable('jobs')
      .set({ state: 'done', attempts: 1 })
      .where('key', '=', pending)
      .execute();
    expect(await deleteLead(store, pending)).toBe(true);
    // As if the first run died after its rows and before the folders moved.
    await cp(fixture, dataDir, { recursive: true });

    const second = await importLegacyOutbox(store, dataDir, { page });

    expect(await leadIds(store)).not.toContain(pending);
    expect(await jobsOf(store, pending)).toEqual([]);
    expect(await leadIds(store)).toHaveLength(5);
    expect(second?.summary).toMatchObject({ messages: 0, held: 0, webhook: 0, alreadyMessages: 6 });
  });

  it('the moved-aside folder imported again brings back no lead retention deleted, and counts nothing as added', async () => {
    const store = await openTestStore(engine);
    const dataDir = await copyOfFixture();
    await importLegacyOutbox(store, dataDir, { page });
    const [aside] = (await readdir(dataDir)).filter((entry) => entry.startsWith('imported-'));
    const removed = await purgeLeads(store, {
      sentBefore: Date.parse('2026-11-26T00:00:00Z'),
      spamBefore: 0,
      webhook: true,
    });
    expect(removed.sent).toBeGreaterThan(0);
    expect(await leadIds(store)).not.toContain(delivered);
    const kept = (await leadIds(store)).sort();

    const again = await importLegacyOutbox(store, join(dataDir, aside ?? ''), { page });

    expect((await leadIds(store)).sort()).toEqual(kept);
    expect(await jobsOf(store, delivered)).toEqual([]);
    expect(again?.summary).toEqual({
      messages: 0,
      held: 0,
      webhook: 0,
      consents: 0,
      alreadyMessages: 6,
      alreadyConsents: 5,
    });
  });
});
