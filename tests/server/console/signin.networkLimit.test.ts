import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp, post } from './consoleHelper';

describeEachEngine('console sign-in attempts from one IPv6 network', (engine) => {
  it('counts every address of a /64 as one, as the contact form does', async () => {
    const { app, store } = await consoleApp(engine);
    // A provider gives a subscriber a whole /64: a guesser takes a fresh address for each try.
    const answers = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      answers.push(
        await post(app, '/signin/options', {}, undefined, {
          remoteAddress: `2001:db8:1:2::${attempt.toString(16)}`,
        }),
      );
    }

    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[30]?.statusCode).toBe(429);
    const challenges = await store.db
      .selectFrom('console_challenges')
      .select(({ fn }) => fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(challenges.count)).toBe(30);
  });
});
