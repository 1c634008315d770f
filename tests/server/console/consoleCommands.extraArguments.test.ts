import { expect, it } from 'vitest';
import { runConsoleCommand } from '../../../server/console/consoleCommands';
import { describeEachEngine } from '../engines';
import { consoleApp } from './consoleHelper';

// `audit 20` meant `audit --limit 20`, `users bob@…` a look at one person: done as if the word
// were not there, each printed something else than asked and said it went well (exit 0).
describeEachEngine('npm run console with a word too many', (engine) => {
  it('refuses `users` and `audit` with an argument they do not take, with exit 2', async () => {
    const { config } = await consoleApp(engine);
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      runConsoleCommand(argv, {
        config,
        print: (text) => lines.push(text),
        printError: (text) => lines.push(`error: ${text}`),
      });

    expect(await run('audit', '20')).toBe(2);
    expect(await run('users', 'bob@company.test')).toBe(2);
    expect(lines).toEqual([
      'error: Unexpected argument: 20',
      'error: Unexpected argument: bob@company.test',
    ]);
  });
});
