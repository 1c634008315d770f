import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import { readLead } from '../../../server/store/leads';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { testTokenSecret, testTokens } from './screen/screenSetup';
import { openStoreOf } from '../storeHelper';

describeEachEngine('copies of one text posted at once', (engine) => {
  it('are counted one after another: the third from one network is held, as when sent in turn', async () => {
    const { app, config } = await buildTestApp({
      spamScreen: true,
      formTokenSecret: testTokenSecret,
      databaseUrl: await databaseUrlFor(engine),
    });
    const store = await openStoreOf(config);
    const copy = (sender: number) => ({
      ...validMessage,
      email: `sender${sender}@acme${sender}.test`,
      message:
        'We would like a quote for moving our accounting office of twenty people to Microsoft 365.',
      [formTokenField]: testTokens.issue(Date.now() - 20_000),
    });

    const answers = await Promise.all([1, 2, 3].map((sender) => postJson(app, copy(sender))));

    const verdicts = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.statusCode).toBe(202);
        return (await readLead(store, answer.json<{ id: string }>().id))?.screen?.verdict;
      }),
    );
    expect(verdicts.toSorted()).toEqual(['held', 'passed', 'passed']);
  });
});
