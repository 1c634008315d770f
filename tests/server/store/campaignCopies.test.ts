import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine } from '../engines';
import { postJson, validMessage } from '../helper';
import { buildTwoInstances } from './sharedStore';

const pitch = (name: string, email: string) => ({
  ...validMessage,
  name,
  email,
  message: `Hi, I am ${name}. We help consulting firms grow revenue with our outsourced team, write to ${email} for a case study.`,
});

describeEachEngine("a campaign's copies", (engine) => {
  it('are counted from the store: the third sender is held, whichever instance took the others', async () => {
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
      await postJson(apps[0], pitch('Anna Berg', 'anna@northwind.test')),
    );
    // A person sending their own message again is no campaign.
    const again = await screenOf(
      await postJson(apps[1], pitch('Anna Berg', 'ANNA@northwind.test')),
    );
    const second = await screenOf(
      await postJson(apps[1], pitch('Tom Reyes', 'tom@blueharbor.test')),
    );
    const third = await screenOf(await postJson(apps[0], pitch('Li Na', 'li.na@quanta.test')));

    expect([first, again].map((screen) => screen?.reasons)).toEqual([[], []]);
    expect(second).toMatchObject({ held: false, score: 4 });
    expect(third).toEqual({
      held: true,
      score: 10,
      reasons: [
        { layer: 'campaign', points: 10, why: 'the same text from 3 addresses within 24 h' },
      ],
    });
  });
});
