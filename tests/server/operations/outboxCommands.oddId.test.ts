import { expect, it } from 'vitest';
import { readAudit } from '../../../server/store/audit';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

/** A lead as the import of an old file outbox keeps it: its id is the .eml file's name. */
async function importedAs(store: Store, id: string, folder: 'failed' | 'spam') {
  const seeded = await seedLead(store, folder);
  await store.db.updateTable('leads').set({ id }).where('id', '=', seeded).execute();
  await store.db.updateTable('jobs').set({ key: id }).where('key', '=', seeded).execute();
  return id;
}

// Old outboxes named files as they pleased ("x (1).eml" a copy's), and the import keeps the name
// as the lead's id: the operator must reach such a lead by the id `list` prints.
describeEachEngine('outbox commands on a lead imported with an odd id', (engine) => {
  it.each(['x (1)', 'a#b?c;d&e=f+g$h,i:j@k', 'été?', '-dash'])(
    'show, retry and release take %j',
    async (name) => {
      const { config, store } = await commandStore(engine);
      const failed = await importedAs(store, name, 'failed');

      const shown = await outboxCommand(config, 'show', '--', failed);
      expect({ code: shown.code, stderr: shown.stderr }).toEqual({ code: 0, stderr: '' });
      expect(shown.stdout).toMatch(/^Folder: +failed$/m);
      expect((await outboxCommand(config, 'show', '--eml', '--', `${failed}.eml`)).code).toBe(0);
      expect(await outboxCommand(config, 'retry', '--', failed)).toMatchObject({ code: 0 });

      await store.db.deleteFrom('leads').execute();
      await store.db.deleteFrom('jobs').execute();
      const held = await importedAs(store, name, 'spam');
      expect(await outboxCommand(config, 'release', '--', held)).toMatchObject({
        code: 0,
        stderr: '',
      });
      // An id that starts like an option is named after `--`: the audit log still names its lead.
      const { entries } = await readAudit(store, { limit: 1 });
      expect(entries[0]).toMatchObject({ action: 'release', leadId: held, result: 'ok' });
    },
  );
});
