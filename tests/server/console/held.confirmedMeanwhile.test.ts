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

// Two people on the held list: one confirms a bot as spam, the other, on a list loaded before
// that, releases everything still shown. The bot a person judged is skipped, not mailed to the
// inbox and sent to the CRM as a lead.
describeEachEngine('console held released after a confirmation as spam', (engine) => {
  it('skips a lead confirmed as spam meanwhile and leaves it held', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const person = await seedLead(store, 'spam', { screen: held });
    const bot = await seedLead(store, 'spam', { screen: held });
    expect((await post(app, '/held/spam', { ids: [bot] }, cookie)).json()).toEqual({
      done: [bot],
      skipped: [],
    });

    const released = await post(app, '/held/release', { ids: [person, bot] }, cookie);

    expect(released.json()).toEqual({ done: [person], skipped: [bot] });
    const judged = (await get(app, `/leads/${bot}`, cookie)).json();
    expect(judged.state).toBe('held');
    expect(judged.deliveries).toEqual([]);
  });
});
