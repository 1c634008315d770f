import { expect, it } from 'vitest';
import { runInsightCommand } from '../../../server/operations/insightCommand';
import { describeEachEngine } from '../engines';
import { postJson, validMessage } from '../helper';
import { consoleApp, get, signedInMember } from './consoleHelper';

describeEachEngine('console insight', (engine) => {
  it('answers exactly what npm run insight -- --json prints for the same days', async () => {
    const { app, config, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    await postJson(app, validMessage);

    for (const days of [7, 30, 90]) {
      const printed: string[] = [];
      await runInsightCommand(['--days', String(days), '--json'], {
        config,
        print: (text) => printed.push(text),
        printError: (text) => printed.push(text),
      });
      const answer = await get(app, `/insight?days=${days}`, cookie);
      expect(answer.json()).toEqual(JSON.parse(printed.join('\n')));
    }
    expect((await get(app, '/insight?days=8', cookie)).statusCode).toBe(422);
  });
});
