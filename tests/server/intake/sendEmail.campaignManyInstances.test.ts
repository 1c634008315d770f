import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson } from '../helper';
import { campaignCopy, testTokenSecret } from './screen/screenSetup';
import { openStoreOf } from '../storeHelper';

describeEachEngine('copies of one text posted at once to many instances on one store', (engine) => {
  it('are each taken (202) and counted one after another, however many overtook one screen', async () => {
    const first = await buildTestApp({
      spamScreen: true,
      formTokenSecret: testTokenSecret,
      ...(await latestStoreFor(engine)),
    });
    const instances = [first.app];
    for (let i = 1; i < 5; i += 1) instances.push((await buildTestApp(first.config)).app);

    // Five: one visitor's rate limit; from one network, the copies from the third on are held.
    const answers = await Promise.all(
      instances.map((app, index) => postJson(app, campaignCopy(index + 1))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(instances.map(() => 202));
    const store = await openStoreOf(first.config);
    const verdicts = await Promise.all(
      answers.map(
        async (answer) =>
          (await readLead(store, answer.json<{ id: string }>().id))?.screen?.verdict,
      ),
    );
    expect(verdicts.toSorted()).toEqual(['held', 'held', 'held', 'passed', 'passed']);
  });
});
