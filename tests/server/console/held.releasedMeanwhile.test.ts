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

// Two people on the held list: one releases a person held by mistake from its page, the other,
// on a list loaded before that, confirms everything still shown as spam. The released lead is no
// longer held: it is skipped, as the held list's release skips it, not marked as spam.
describeEachEngine('console held confirmed as spam after a release', (engine) => {
  it('skips a lead released meanwhile and leaves it unmarked', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const person = await seedLead(store, 'spam', { screen: held });
    const bot = await seedLead(store, 'spam', { screen: held });
    expect((await post(app, `/leads/${person}/release`, {}, cookie)).statusCode).toBe(200);

    const confirmed = await post(app, '/held/spam', { ids: [person, bot] }, cookie);

    expect(confirmed.json()).toEqual({ done: [bot], skipped: [person] });
    const released = (await get(app, `/leads/${person}`, cookie)).json();
    expect(released.spamMarkedAt).toBeNull();
    expect(released.state).toBe('new');
  });
});
