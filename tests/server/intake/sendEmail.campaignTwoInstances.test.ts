import { expect, it } from 'vitest';
import { formTokenField } from '../../../client/features/contact/formToken';
import { readLead } from '../../../server/store/leads';
import { databaseUrlFor, describeEachEngine } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { testTokenSecret, testTokens } from './screen/screenSetup';
import { openStoreOf } from '../storeHelper';

describeEachEngine('copies of one text posted at once to two instances on one store', (engine) => {
  it('are counted one after another: of the second and third copy, one is held', async () => {
    const first = await buildTestApp({
      spamScreen: true,
      formTokenSecret: testTokenSecret,
      databaseUrl: await databaseUrlFor(engine),
    });
    const second = await buildTestApp(first.config);
    const store = await openStoreOf(first.config);
    const copy = (sender: number) => ({
      ...validMessage,
      email: `sender${sender}@acme${sender}.test`,
      message:
        'We would like a quote for moving our accounting office of twenty people to Microsoft 365.',
      [formTokenField]: testTokens.issue(Date.now() - 20_000),
    });
    expect((await postJson(first.app, copy(1))).statusCode).toBe(202);

    const answers = await Promise.all([
      postJson(first.app, copy(2)),
      postJson(second.app, copy(3)),
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
