import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { describeEachEngine } from './engines';
import { tempDir } from './helper';
import { commandStore } from './operations/opsHelper';
import { leadsIn, seedLead } from './storeHelper';

const projectRoot = join(import.meta.dirname, '../..');

/** The instances' FORM_TOKEN_SECRET, which DATABASE_URL requires. */
const sharedSecret = 'one secret shared by every instance, 32+ chars';

/** The command exactly as `npm run outbox --` runs it (the build's), in its own process. */
async function runCli(env: Record<string, string | undefined>, ...argv: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['dist/server/outboxCli.js', ...argv],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: '', FORM_TOKEN_SECRET: sharedSecret, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describeEachEngine('the outbox command in its own process', (engine) => {
  it('lists and releases the leads of the store its environment names', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'spam');
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl };

    const listed = await runCli(env, 'list', 'spam', '--json');
    const released = await runCli(env, 'release', id);

    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject([{ id, folder: 'spam', name: 'Jane Doe' }]);
    expect(released).toMatchObject({ code: 0, stderr: '' });
    expect(await leadsIn(store, 'pending')).toEqual([id]);
  });

  it('reads the data folder under its old name, OUTBOX_DIR', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'sent');

    const result = await runCli(
      { OUTBOX_DIR: config.dataDir, DATABASE_URL: config.databaseUrl },
      'list',
      '--json',
    );

    expect(JSON.parse(result.stdout)).toMatchObject([{ id, folder: 'sent' }]);
  });
});

it('a mistyped command gets one line on stderr and exit code 2', async () => {
  const result = await runCli({ DATA_DIR: await tempDir('data') }, 'retyr', 'x');
  expect(result).toEqual({
    code: 2,
    stdout: '',
    stderr:
      'Unknown command retyr: expected one of status, list, show, retry, release, replay, retry-webhook, purge, consent, digest, import\n',
  });
});

it('a bad setting stops it like the server, naming the variable', async () => {
  const result = await runCli({ RETENTION_DAYS: 'forever' }, 'status');
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^Invalid environment variable RETENTION_DAYS="forever": /);
});

it('a store it cannot open stops it with one line and exit code 1, never the password', async () => {
  const result = await runCli(
    { DATABASE_URL: 'postgres://leads:hunter2@127.0.0.1:1/leads' },
    'status',
  );
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(/^outbox: /);
  expect(result.stderr).not.toContain('hunter2');
});
