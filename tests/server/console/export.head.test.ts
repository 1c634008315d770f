import { expect, it } from 'vitest';
import { readAudit } from '../../../server/store/audit';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, signedInOwner } from './consoleHelper';

// A HEAD (a link checker, a download manager asking the size) downloads nothing: the audit log
// must not say a person exported the leads or took a lead's message.
describeEachEngine('console downloads asked for with HEAD', (engine) => {
  it('answers without writing an audit line; the GET still writes one', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    const id = await seedLead(store, 'sent');
    const before = (await readAudit(store, { limit: 100 })).entries.length;

    for (const url of ['/console/api/export.csv', `/console/api/leads/${id}/eml`]) {
      const head = await app.inject({ method: 'HEAD', url, headers: { cookie } });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    }
    expect((await readAudit(store, { limit: 100 })).entries).toHaveLength(before);

    await app.inject({ url: '/console/api/export.csv', headers: { cookie } });
    const { entries } = await readAudit(store, { limit: 100 });
    expect(entries.map((entry) => entry.action)).toContain('export');
  });
});
