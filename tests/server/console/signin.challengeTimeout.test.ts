import { expect, it } from 'vitest';
import { challengeLifetimeMs } from '../../../server/console/challenges';
import { describeEachEngine } from '../engines';
import { consoleApp, invite, post } from './consoleHelper';

// The console renews an unused autofill offer by the timeout the server gives: the browser must be
// told how long the server takes the challenge, not WebAuthn's one-minute default.
describeEachEngine('console ceremony timeouts', (engine) => {
  it('gives every ceremony the challenge’s own lifetime as its timeout', async () => {
    const { app, store } = await consoleApp(engine);
    const token = await invite(store, 'owner@company.test');

    const signIn = (await post(app, '/signin/options', {})).json();
    const enrol = (await post(app, '/enrol/options', { token })).json();

    expect(challengeLifetimeMs).toBe(5 * 60_000);
    expect(signIn.options.timeout).toBe(challengeLifetimeMs);
    expect(enrol.options.timeout).toBe(challengeLifetimeMs);
  });
});
