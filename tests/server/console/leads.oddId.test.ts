import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInOwner } from './consoleHelper';

/** A lead as the import of an old file outbox keeps it: its id is the .eml file's name. */
async function importedAs(store: Store, id: string, folder: 'sent' | 'spam') {
  const seeded = await seedLead(store, folder);
  await store.db.updateTable('leads').set({ id }).where('id', '=', seeded).execute();
  await store.db.updateTable('jobs').set({ key: id }).where('key', '=', seeded).execute();
  return id;
}

// Old outboxes named a copied file "x (1).eml", and any name a file can have is imported as the
// lead's id: the console must open and act on such a lead, not refuse its id as invalid.
describeEachEngine('console routes on a lead imported with an odd id', (engine) => {
  it('opens it, acts on it, downloads it, pages past it and lists it on the held', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    const copied = await importedAs(store, 'x (1)', 'sent');
    const quoted = await importedAs(store, 'Smörgås "2"', 'sent');
    const held = await importedAs(store, 'held; copy', 'spam');
    const path = (id: string) => `/leads/${encodeURIComponent(id)}`;

    for (const id of [copied, quoted]) {
      const page = await get(app, path(id), cookie);
      expect(page.statusCode).toBe(200);
      expect(page.json().id).toBe(id);
      expect((await post(app, `${path(id)}/handled`, { handled: true }, cookie)).statusCode).toBe(
        200,
      );
      const eml = await get(app, `${path(id)}/eml`, cookie);
      expect(eml.statusCode).toBe(200);
      expect(eml.headers['content-type']).toContain('message/rfc822');
    }
    expect((await get(app, `${path(quoted)}/eml`, cookie)).headers['content-disposition']).toBe(
      `attachment; filename="Sm_rg_s _2_.eml"; filename*=UTF-8''Sm%C3%B6rg%C3%A5s%20%222%22.eml`,
    );
    // What no file name and no PostgreSQL text holds is still refused before any query.
    expect((await get(app, '/leads/a%00b', cookie)).statusCode).toBe(422);
    const received = Date.now();
    expect(
      (await get(app, `/leads?cursor=${received}_${encodeURIComponent(copied)}`, cookie))
        .statusCode,
    ).toBe(200);
    expect((await post(app, '/held/spam', { ids: [held] }, cookie)).json()).toEqual({
      done: [held],
      skipped: [],
    });
  });
});
