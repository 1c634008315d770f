import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, post, signedInOwner } from './consoleHelper';

// `npm run console -- invite` takes such an address: the owner's page must take it as well, and
// revoke the person it lets in.
describeEachEngine('console people with a punycode top-level domain', (engine) => {
  it('invites and revokes ivan@xn--e1afmkfd.xn--p1ai', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    const email = 'ivan@xn--e1afmkfd.xn--p1ai';

    const invited = await post(app, '/users/invite', { email, role: 'member' }, cookie);
    expect(invited.statusCode, invited.body).toBe(200);
    const revoked = await post(app, '/users/revoke', { email }, cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
  });
});
