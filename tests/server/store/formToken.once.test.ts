import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { postJson, validMessage, waitFor } from '../helper';
import { personToken, testTokenSecret } from '../intake/screen/screenSetup';
import { buildTwoInstances } from './sharedStore';

describeEachEngine('a form token', (engine) => {
  it('buys one stored message, whichever instance the second post reaches', async () => {
    const { apps, smtp, store } = await buildTwoInstances(engine, {
      spamScreen: true,
      formTokenSecret: testTokenSecret,
    });
    const token = personToken();

    const first = await postJson(apps[0], { ...validMessage, ...token });
    // Another text: the same one again would count as a campaign's copy too.
    const second = await postJson(apps[1], { ...validMessage, message: 'Also: SSO?', ...token });

    const idOf = (response: typeof first) => response.json<{ id: string }>().id;
    await waitFor(() => smtp.received.length === 1);
    expect((await readLead(store, idOf(first)))?.screen).toEqual({
      held: false,
      verdict: 'passed',
      score: 0,
      reasons: [],
    });
    expect(second.statusCode).toBe(202);
    expect((await readLead(store, idOf(second)))?.screen).toEqual({
      held: true,
      verdict: 'held',
      score: 10,
      reasons: [{ layer: 'token', points: 10, why: 'a form token already used' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });
});
