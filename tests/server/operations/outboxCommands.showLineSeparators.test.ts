import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

/** What a terminal or an editor may take for the end of a line (as printedRecords.property.test.ts). */
const lineBreaks = /\r\n|[\n\r\u2028\u2029\u0085]/;

describeEachEngine('show, with a line separator in a one-line field', (engine) => {
  it('prints each header of the message on one line', async () => {
    const { config, store } = await commandStore(engine);
    // The form refuses line breaks in a one-line field, not U+2028 and U+2029.
    const id = await seedLead(store, 'pending', {
      message: { ...validMessage, name: 'Jane\u2028Doe', company: 'Acme\u2029Inc.' },
    });

    const { stdout } = await outboxCommand(config, 'show', id);

    const headers = stdout.slice(0, stdout.indexOf('\n\n')).split(lineBreaks);
    expect(headers.map((line) => line.split(':', 1)[0])).toEqual([
      'Folder',
      'From',
      'To',
      'Reply-To',
      'Subject',
      'Date',
      'Message-ID',
    ]);
    expect(stdout).toMatch(/^Subject: +New inquiry from Jane\\u2028Doe \(Acme\\u2029Inc\.\)$/m);
  });
});
