import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

/** What a terminal or an editor may take for the end of a line (as printedRecords.property.test.ts). */
const lineBreaks = /\r\n|[\n\r\u2028\u2029\u0085]/;

describeEachEngine('list, with a line separator in a one-line field', (engine) => {
  it('prints each lead on one line of the table', async () => {
    const { config, store } = await commandStore(engine);
    // The form refuses line breaks in a one-line field, not U+2028 and U+2029.
    await seedLead(store, 'pending', {
      message: { ...validMessage, name: 'Jane\u2028Doe', company: 'Acme\u2029Inc.' },
    });
    await seedLead(store, 'pending');

    const { stdout } = await outboxCommand(config, 'list');

    const lines = stdout.trimEnd().split(lineBreaks);
    expect(lines).toHaveLength(3);
    expect(stdout).toContain('Jane\\u2028Doe');
  });
});
