import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, get, post, signedInMember } from './consoleHelper';

// A lead deleted or purged since its link was shown (an audit line, a bookmark): the console said
// "No message with id … in /var/lib/…/leads.sqlite" (or the database's host), the command line's
// sentence, naming where the store is to whoever is signed in.
describeEachEngine('console lead not found', (engine) => {
  it('says there is no such lead, without naming the store', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const answers = [
      await get(app, '/leads/gone-1', cookie),
      await get(app, '/leads/gone-1/eml', cookie),
      await post(app, '/leads/gone-1/release', {}, cookie),
      await post(app, '/leads/gone-1/spam', {}, cookie),
    ];

    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'No lead gone-1.', code: 'not-found' });
      expect(answer.body).not.toContain(store.location);
    }
  });
});
