import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importLegacyOutbox } from '../../../server/store/legacyImport';
import { describeEachEngine } from '../engines';
import { tempDir } from '../helper';
import { openTestStore } from '../storeHelper';

describeEachEngine(
  'the old outbox’s import, a folder that is there but cannot be read',
  (engine) => {
    it('fails naming the folder and why, rather than finding nothing to import', async () => {
      const dataDir = await tempDir('legacy');
      // Root reads past permissions; a link to itself fails stat for every user, as EACCES would.
      await symlink('pending', join(dataDir, 'pending'));
      const store = await openTestStore(engine);

      await expect(
        importLegacyOutbox(store, dataDir, { page: 'https://www.example.com/contact' }),
      ).rejects.toThrow(/ELOOP.*pending/);
    });
  },
);
