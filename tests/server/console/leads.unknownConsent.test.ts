import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, signedInOwner } from './consoleHelper';

// A post naming a wording the server never published is stored with the version it named: the
// lead's page is told that version, so it shows what the visitor's form claimed, not just
// "unknown".
describeEachEngine('a lead whose consent named an unknown wording', (engine) => {
  it('gives its page the version the post named, and null when it named none', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    const unknown = { version: 'unknown', text: null, sha256: null };
    const named = await seedLead(store, 'sent', {
      consent: { ...unknown, claimedVersion: '2025-03-sms' },
    });
    const unnamed = await seedLead(store, 'sent', { consent: unknown });

    const consentOf = async (id: string) => (await get(app, `/leads/${id}`, cookie)).json().consent;
    expect(await consentOf(named)).toMatchObject({
      version: 'unknown',
      text: null,
      claimedVersion: '2025-03-sms',
    });
    expect((await consentOf(unnamed)).claimedVersion).toBeNull();
  });
});
