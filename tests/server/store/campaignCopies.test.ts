import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { postJson, validMessage } from '../helper';
import { buildTwoInstances } from './sharedStore';

const pitch = (name: string, email: string, ref: string) => ({
  ...validMessage,
  name,
  email,
  message: `Hello, I am ${name}. Could you tell me what a Java developer for six months costs, and write to ${email}? (ref ${ref})`,
});

describeEachEngine("a campaign's copies", (engine) => {
  it('are counted from the store, whichever instance took them: the second copy counts a little, the third is held', async () => {
    const { apps, store } = await buildTwoInstances(engine, {
      spamScreen: true,
      spamLayersOff: ['token', 'timing'],
      rateLimitMax: 10,
    });
    const screenOf = async (response: Awaited<ReturnType<typeof postJson>>) => {
      expect(response.statusCode).toBe(202);
      return (await readLead(store, response.json<{ id: string }>().id))?.screen;
    };

    const first = await screenOf(
      await postJson(apps[0], pitch('Anna Berg', 'anna@northwind.test', '1001')),
    );
    const second = await screenOf(
      await postJson(apps[1], pitch('Tom Reyes', 'tom@blueharbor.test', '1002')),
    );
    const third = await screenOf(
      await postJson(apps[0], pitch('Li Na', 'li.na@quanta.test', '1003')),
    );

    expect(first?.reasons).toEqual([]);
    expect(second).toMatchObject({ held: false, verdict: 'passed', score: 4 });
    expect(third).toEqual({
      held: true,
      verdict: 'held',
      score: 10,
      reasons: [
        {
          layer: 'campaign',
          points: 10,
          why: 'the same text 3 times within 24 h, from 3 addresses',
        },
      ],
    });
  });

  it('one address sending its text again and again counts every copy', async () => {
    const { apps, store } = await buildTwoInstances(engine, {
      spamScreen: true,
      spamLayersOff: ['token', 'timing'],
      rateLimitMax: 10,
    });
    const verdicts = [];
    for (const app of [apps[0], apps[1], apps[0]]) {
      const response = await postJson(app, pitch('Anna Berg', 'anna@northwind.test', '7'));
      verdicts.push((await readLead(store, response.json<{ id: string }>().id))?.screen?.verdict);
    }

    expect(verdicts).toEqual(['passed', 'passed', 'held']);
  });
});
