import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, invite, post, signedInMember, signedInOwner } from './consoleHelper';

const noLongerValid = 'This enrolment link is no longer valid. Ask an owner for a new one.';

describeEachEngine('console revoke with an invite still open', (engine) => {
  it("voids the person's open invites: only a new invitation lets them back in", async () => {
    const { app, store } = await consoleApp(engine);
    const owner = await signedInOwner(app, store);
    await signedInMember(app, store, 'leaver@company.test');
    // Made before the revocation, say for a new phone, and not used yet.
    const token = await invite(store, 'leaver@company.test', 'member');

    const revoked = await post(
      app,
      '/users/revoke',
      { email: 'leaver@company.test' },
      owner.cookie,
    );

    expect(revoked.statusCode).toBe(200);
    const options = await post(app, '/enrol/options', { token });
    expect(options.statusCode).toBe(404);
    expect(options.json()).toEqual({ error: noLongerValid, code: 'invalid' });
  });
});
