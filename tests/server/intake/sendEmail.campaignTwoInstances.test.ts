import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson } from '../helper';
import { campaignCopy, testTokenSecret } from './screen/screenSetup';
import { openStoreOf } from '../storeHelper';

describeEachEngine('copies of one text posted at once to two instances on one store', (engine) => {
  it('are counted one after another: of the second and third copy, one is held', async () => {
    const first = await buildTestApp({
      spamScreen: true,
      formTokenSecret: testTokenSecret,
      ...(await latestStoreFor(engine)),
    });
    const second = await buildTestApp(first.config);
    const store = await openStoreOf(first.config);
    expect((await postJson(first.app, campaignCopy(1))).statusCode).toBe(202);

    const answers = await Promise.all([
      postJson(first.app, campaignCopy(2)),
      postJson(second.app, campaignCopy(3)),
    ]);

    const verdicts = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.statusCode).toBe(202);
        return (await readLead(store, answer.json<{ id: string }>().id))?.screen?.verdict;
      }),
    );
    expect(verdicts.toSorted()).toEqual(['held', 'passed']);
  });
});
