import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { listLeads } from '../../../server/store/leadPages';
import { describeEachEngine } from '../engines';
import { tempDir } from '../helper';
import { openTestStore } from '../storeHelper';

const fixture = join(import.meta.dirname, 'fixtures/legacy-outbox');
/** Pending, with its lead record; and cut off during its send, older than lead records. */
const withRecord = '20261125T205211132Z-7e90afe4e3';
const withoutRecord = '20261125T205212277Z-990f63a6e1';

describeEachEngine('the old outbox’s import, a message file left empty', (engine) => {
  it('leaves it in place with its records, as it does an empty record, and imports the rest', async () => {
    const dataDir = await tempDir('legacy');
    await cp(fixture, dataDir, { recursive: true });
    for (const id of [withRecord, withoutRecord]) {
      await writeFile(join(dataDir, 'pending', `${id}.eml`), '');
    }
    const store = await openTestStore(engine);

    const outcome = await importLegacyOutbox(store, dataDir, {
      page: 'https://www.example.com/contact',
    });

    // Imported, the first would be mailed as an empty message and the second be a lead of nothing.
    expect(outcome?.left).toEqual(
      expect.arrayContaining([
        { file: join('pending', `${withRecord}.eml`), why: 'empty' },
        { file: join('leads', `${withRecord}.json`), why: 'kept with its lead' },
        { file: join('pending', `${withoutRecord}.eml`), why: 'empty' },
        { file: join('state', `${withoutRecord}.json`), why: 'kept with its lead' },
      ]),
    );
    const ids = (await listLeads(store)).map((lead) => lead.id);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(withRecord);
    expect(ids).not.toContain(withoutRecord);
    await expect(readFile(join(dataDir, 'leads', `${withRecord}.json`))).resolves.toBeDefined();
  });
});
