import { expect, it } from 'vitest';
import { readAudit } from '../../../server/store/audit';
import { describeEachEngine } from '../engines';
import { leadsIn, seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInMember } from './consoleHelper';

// "Mark as spam" is one tap, and a held lead so marked cannot be released: a mark made in error
// must be one tap to take back, or that person's message is lost to retention.
describeEachEngine('taking back a spam mark', (engine) => {
  it('lets a held lead marked in error be released, and says who took the mark back', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const person = await seedLead(store, 'spam');
    expect((await post(app, `/leads/${person}/spam`, {}, cookie)).statusCode).toBe(200);
    expect((await post(app, `/leads/${person}/release`, {}, cookie)).statusCode).toBe(409);

    expect((await post(app, `/leads/${person}/not-spam`, {}, cookie)).statusCode).toBe(200);
    const page = (await get(app, `/leads/${person}`, cookie)).json();
    expect(page.spamMarkedAt).toBeNull();
    expect(page.actions.release).toBe(true);
    expect((await post(app, `/leads/${person}/release`, {}, cookie)).statusCode).toBe(200);
    expect(await leadsIn(store, 'spam')).toEqual([]);

    const { entries } = await readAudit(store, { limit: 10 });
    expect(entries.slice(0, 3).map((entry) => entry.action)).toEqual([
      'release',
      'not spam',
      'spam',
    ]);
  });

  it('refuses a lead not marked, and one that does not exist', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const lead = await seedLead(store, 'spam');

    const unmarked = await post(app, `/leads/${lead}/not-spam`, {}, cookie);
    expect(unmarked.statusCode).toBe(409);
    expect(unmarked.json()).toEqual({
      error: `Lead ${lead} is not marked as spam.`,
      code: 'conflict',
    });
    expect((await post(app, '/leads/nobody/not-spam', {}, cookie)).statusCode).toBe(404);
  });
});
