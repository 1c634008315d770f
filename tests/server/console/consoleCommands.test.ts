import { expect, it } from 'vitest';
import { runConsoleCommand } from '../../../server/console/consoleCommands';
import { describeEachEngine } from '../engines';
import { consoleApp, enrol } from './consoleHelper';

describeEachEngine('npm run console', (engine) => {
  it('invites the first owner with a one-time link on SITE_URL, lists users and prints the audit log', async () => {
    const { app, config, store } = await consoleApp(engine);
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      runConsoleCommand(argv, {
        config,
        print: (text) => lines.push(text),
        printError: (text) => lines.push(`error: ${text}`),
      });

    expect(await run('invite', 'Owner@Company.test', '--role', 'owner')).toBe(0);
    const link = /(http:\/\/localhost\/console\/enrol#token=([\w-]{43}))$/.exec(lines.join('\n'));
    expect(link).not.toBeNull();
    expect(lines[0]).toMatch(
      /^Enrolment link for owner@company\.test \(owner\), single use, valid until /,
    );
    const stored = await store.db
      .selectFrom('console_invites')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(link?.[2]);
    await enrol(app, link?.[2] ?? '');

    lines.length = 0;
    expect(await run('users')).toBe(0);
    expect(lines.join('\n')).toMatch(
      /^owner@company\.test {2}owner {2}last sign-in \d{4}-.*passkeys 1\n {2}Passkey 1 \(added /,
    );
    lines.length = 0;
    expect(await run('audit')).toBe(0);
    expect(lines[0]).toMatch(/ {2}owner@company\.test {2}enrol {2}- {2}ok {2}as owner$/);
    expect(lines[1]).toMatch(/ {2}cli {2}invite {2}- {2}ok {2}owner@company\.test as owner$/);
    lines.length = 0;
    expect(await run('invite', 'x@company.test', '--role', 'boss')).toBe(2);
    expect(await run('revoke', 'nobody@company.test')).toBe(1);
    expect(await run('nonsense')).toBe(2);
    expect(lines).toEqual([
      'error: --role is owner or member, got boss',
      'error: No console user nobody@company.test',
      'error: Unknown command nonsense: expected one of invite, users, revoke, audit',
    ]);
  });
});
