import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup';
import { projectRoot } from './paths';

const run = promisify(execFile);

/**
 * An older commit checked out beside this one, installed and built, so the two run side by side on
 * the same machine in the same run; removed when the bench cleans up.
 */
export async function buildBeside(
  workDir: string,
  revision: string,
  name: string,
): Promise<{ dir: string; commit: string }> {
  const git = (...args: string[]) => run('git', args, { cwd: projectRoot });
  const commit = (await git('rev-parse', '--short', revision)).stdout.trim();
  const dir = join(workDir, name);
  await git('worktree', 'add', '--detach', dir, commit);
  onCleanup(async () => {
    await git('worktree', 'remove', '--force', dir);
  });
  const env = { ...process.env, JOBS: 'max' };
  await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, env });
  await run('npm', ['run', 'build'], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
  return { dir, commit };
}
