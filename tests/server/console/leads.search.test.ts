import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { consoleApp, get, signedInMember } from './consoleHelper';

describeEachEngine('console search', (engine) => {
  it('finds the words a person reads in the fields, never the JSON around them', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const quoted = await seedLead(store, 'sent', {
      message: { ...validMessage, company: 'Acme "Rockets" Ltd\\West' },
    });
    const plain = await seedLead(store, 'sent');
    const found = async (words: string) =>
      (await get(app, `/leads?q=${encodeURIComponent(words)}`, cookie))
        .json()
        .leads.map((lead: { id: string }) => lead.id);

    // Stored as JSON, these read \"Rockets\" and \\West: found as typed all the same.
    expect(await found('"Rockets"')).toEqual([quoted]);
    expect(await found('Ltd\\West')).toEqual([quoted]);
    // Every lead's JSON holds the key "phone" and the quote marks around it; no field does.
    expect(await found('phone')).toEqual([]);
    expect(await found('"phone":')).toEqual([]);
    // Words across two fields, as the fields read one after the other.
    expect(await found('Doe jane@acme')).toEqual([plain, quoted]);
    expect(await found('JANE@ACME.TEST')).toEqual([plain, quoted]);
  });
});
