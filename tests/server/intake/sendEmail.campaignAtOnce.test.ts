import { expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson } from '../helper';
import { campaignCopy, testTokenSecret } from './screen/screenSetup';
import { openStoreOf } from '../storeHelper';

describeEachEngine('copies of one text posted at once', (engine) => {
  it('are counted one after another: the third from one network is held, as when sent in turn', async () => {
    const { app, config } = await buildTestApp({
      spamScreen: true,
      formTokenSecret: testTokenSecret,
      ...(await latestStoreFor(engine)),
    });
    const store = await openStoreOf(config);

    const answers = await Promise.all(
      [1, 2, 3].map((sender) => postJson(app, campaignCopy(sender))),
    );

    const verdicts = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.statusCode).toBe(202);
        return (await readLead(store, answer.json<{ id: string }>().id))?.screen?.verdict;
      }),
    );
    expect(verdicts.toSorted()).toEqual(['held', 'passed', 'passed']);
  });
});
