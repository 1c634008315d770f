import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { consoleApp, post, signedInOwner } from './consoleHelper';

describeEachEngine('console CSV export', (engine) => {
  it('refuses an export without a passkey assertion in the last 5 minutes', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    await store.db
      .updateTable('console_sessions')
      .set({ assertion_at: Date.now() - 5 * 60_000 - 1000 })
      .execute();

    const exported = await app.inject({ url: '/console/api/export.csv', headers: { cookie } });

    expect(exported.statusCode).toBe(403);
    expect(exported.json().code).toBe('reauth');
  });

  it('neutralises a cell starting with =, quotes by RFC 4180, and audits the export', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie, passkey } = await signedInOwner(app, store);
    await seedLead(store, 'sent', {
      message: {
        ...validMessage,
        name: '=HYPERLINK("http://evil.test","click")',
        company: '@SUM(A1)',
      },
    });
    await store.db
      .updateTable('console_sessions')
      .set({ assertion_at: Date.now() - 10 * 60_000 })
      .execute();
    const { options } = (await post(app, '/reauth/options', {}, cookie)).json();
    const reauth = await post(
      app,
      '/reauth/verify',
      {
        response: passkey.assert({
          challenge: options.challenge,
          rpId: 'localhost',
          origin: 'http://localhost',
        }),
      },
      cookie,
    );
    expect(reauth.statusCode).toBe(200);

    const exported = await app.inject({ url: '/console/api/export.csv', headers: { cookie } });

    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = exported.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFid,receivedAt,state,name,email,phone,company,message,source,campaign,points',
    );
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.test"",""click"")",jane@acme.test,`);
    expect(row).toContain(`,'@SUM(A1),`);
    expect(row).toContain(`"We need help moving our ERP to the cloud.\nCan we talk next week?"`);
    const actions = await store.db.selectFrom('console_audit').select('action').execute();
    expect(actions.map((entry) => entry.action)).toContain('export');
  });
});
