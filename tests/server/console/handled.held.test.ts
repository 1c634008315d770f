import { expect, it } from 'vitest';
import type { ScreenResult } from '../../../server/store/lead';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInMember } from './consoleHelper';

const held: ScreenResult = {
  held: true,
  verdict: 'held',
  score: 6,
  reasons: [{ layer: 'content', points: 6, why: 'links' }],
};

// The lead page never offers "handled" on a held lead, but a request can still ask: marked, it
// would show as handled once released, though nobody has handled it.
describeEachEngine('console marking a held lead handled', (engine) => {
  it('is refused, and the lead is new once released', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const id = await seedLead(store, 'spam', { screen: held });

    const marked = await post(app, `/leads/${id}/handled`, { handled: true }, cookie);

    expect(marked.statusCode).toBe(409);
    expect(marked.json()).toMatchObject({ code: 'conflict', error: expect.stringMatching(/held/) });
    expect((await post(app, `/leads/${id}/release`, {}, cookie)).statusCode).toBe(200);
    const released = (await get(app, `/leads/${id}`, cookie)).json();
    expect(released.state).toBe('new');
    expect(released.handled).toBe(false);
    expect(
      (await post(app, '/leads/no-such-lead/handled', { handled: true }, cookie)).statusCode,
    ).toBe(404);
  });
});
