import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { readLead } from '../../../server/store/leads';
import { listLeads } from '../../../server/store/leadPages';
import { describeEachEngine } from '../engines';
import { tempDir } from '../helper';
import { openTestStore } from '../storeHelper';

const fixture = join(import.meta.dirname, 'fixtures/legacy-outbox');
/** Pending, with its lead record (and SMS consent); and refused by the SMTP server. */
const waiting = '20261125T205211626Z-b229e303da';
const refused = '20261125T205210781Z-412afc5a73';

async function edit(
  dataDir: string,
  path: string,
  change: (record: Record<string, unknown>) => void,
) {
  const record = JSON.parse(await readFile(join(dataDir, path), 'utf8')) as Record<string, unknown>;
  change(record);
  await writeFile(join(dataDir, path), JSON.stringify(record));
}

describeEachEngine(
  'the old outbox’s import, records edited by hand into JSON of the wrong kind',
  (engine) => {
    it('takes the lead’s time from its file, leaves a delivery record with a bad time, and imports the rest', async () => {
      const dataDir = await tempDir('legacy');
      await cp(fixture, dataDir, { recursive: true });
      // As a person fixing the files the first import named might leave them.
      await edit(dataDir, `leads/${waiting}.json`, (record) => {
        record.receivedAt = 'Wednesday evening';
      });
      await edit(dataDir, `state/${refused}.json`, (record) => {
        record.firstAttemptAt = 'yesterday';
      });
      const store = await openTestStore(engine);

      const outcome = await importLegacyOutbox(store, dataDir, {
        page: 'https://www.example.com/contact',
      });

      expect(outcome?.left).toEqual([
        {
          file: join('state', `${refused}.json`),
          why: expect.stringMatching(/^firstAttemptAt: /) as unknown,
        },
        { file: join('failed', `${refused}.eml`), why: 'kept with its lead' },
        { file: join('leads', `${refused}.json`), why: 'kept with its lead' },
        { file: join('webhook', 'sent', `${refused}.json`), why: 'kept with its lead' },
      ]);
      expect(await listLeads(store)).toHaveLength(5);
      const lead = await readLead(store, waiting);
      expect(lead?.receivedAt).toBe('2026-11-25T20:52:11.626Z');
      const consent = await store.db
        .selectFrom('consents')
        .select('given_at')
        .where('lead_id', '=', waiting)
        .executeTakeFirst();
      expect(Number(consent?.given_at)).toBe(Date.parse('2026-11-25T20:52:11.626Z'));
    });
  },
);
