import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const projectRoot = join(import.meta.dirname, '../..');

it('a server sharing PostgreSQL without FORM_TOKEN_SECRET stops at start with one line naming it', async () => {
  const failed = await promisify(execFile)(process.execPath, ['dist/server/index.js'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: 'postgres://leads:hunter2@127.0.0.1:1/leads',
      FORM_TOKEN_SECRET: '',
    },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(
    /^Invalid environment variable FORM_TOKEN_SECRET: required with DATABASE_URL[^\n]*\n$/,
  );
  expect(failed.stderr).not.toContain('hunter2');
});
