import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, signedInOwner } from './consoleHelper';

describeEachEngine('console date filters', (engine) => {
  it('refuses a day no calendar has with 422, in the inbox and the export', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    await seedLead(store, 'sent');

    for (const url of [
      '/leads?from=2026-13-45',
      '/leads?to=2026-00-10',
      '/leads?from=2026-02-30',
      '/export.csv?to=2026-13-01',
    ]) {
      const answer = await get(app, url, cookie);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json().code, url).toBe('invalid');
    }
    expect((await get(app, '/leads?from=2024-02-29&to=2026-12-31', cookie)).statusCode).toBe(200);
  });
});
