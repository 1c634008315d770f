import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { tempDir } from './helper';
import { storeMessage } from './operations/opsHelper';

const projectRoot = join(import.meta.dirname, '../..');

/** The command exactly as `npm run outbox --` runs it, in its own process. */
async function runCli(env: Record<string, string>, ...argv: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/outboxCli.ts', ...argv],
      { cwd: projectRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

it('lists the OUTBOX_DIR of its environment as JSON and exits 0', { timeout: 20_000 }, async () => {
  const outboxDir = await tempDir('outbox');
  const id = await storeMessage({ ...loadConfig({}), outboxDir }, 'spam', new Date());

  const result = await runCli({ OUTBOX_DIR: outboxDir }, 'list', 'spam', '--json');

  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout)).toMatchObject([{ id, folder: 'spam', name: 'Jane Doe' }]);
});

it('a mistyped command gets one line on stderr and exit code 2', { timeout: 20_000 }, async () => {
  const result = await runCli({ OUTBOX_DIR: await tempDir('outbox') }, 'retyr', 'x');
  expect(result).toEqual({
    code: 2,
    stdout: '',
    stderr:
      'Unknown command retyr: expected one of status, list, show, retry, release, purge, consent, replay, retry-webhook\n',
  });
});

it('a bad setting stops it like the server, naming the variable', { timeout: 20_000 }, async () => {
  const result = await runCli({ RETENTION_DAYS: 'forever' }, 'status');
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^Invalid environment variable RETENTION_DAYS="forever": /);
});
