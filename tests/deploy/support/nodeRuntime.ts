import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Never committed (node_modules is ignored), kept between runs: one install per Node line. */
const cacheDir = resolve(import.meta.dirname, '../../../node_modules/.cache/node-runtimes');

export type NodeRuntime = { binDir: string; version: string } | { skipped: string };

/**
 * A Node runtime of this major line from the npm registry's per-platform `node-<os>-<cpu>`
 * packages (those the `node` package installs), latest of the line. Where it cannot be
 * installed, says why instead, so the test that needs it can skip with that reason.
 */
export async function nodeRuntime(major: number): Promise<NodeRuntime> {
  const packageName = `node-${process.platform}-${process.arch}`;
  const prefix = join(cacheDir, String(major));
  const binDir = join(prefix, 'node_modules', packageName, 'bin');
  if (!existsSync(join(binDir, 'node'))) {
    await rm(prefix, { recursive: true, force: true });
    await mkdir(prefix, { recursive: true });
    try {
      await run(
        'npm',
        [
          'install',
          '--prefix',
          prefix,
          '--no-save',
          '--no-package-lock',
          '--no-audit',
          '--no-fund',
        ].concat(`${packageName}@${major}`),
        { timeout: 120_000 },
      );
    } catch (error) {
      const detail =
        (error as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? String(error);
      return {
        skipped: `Node ${major} could not be installed from the npm registry (${packageName}@${major}): ${detail}`,
      };
    }
  }
  const { stdout } = await run(join(binDir, 'node'), ['--version']);
  return { binDir, version: stdout.trim() };
}

/**
 * The environment with this runtime first on PATH, so `npm` and what it runs use it, and native
 * addons (better-sqlite3) built against its own headers, as in its image: this machine's npm is
 * set to build against the system Node's. JOBS: node-gyp compiles on every core.
 */
export function withRuntime(
  env: NodeJS.ProcessEnv,
  runtime: { binDir: string },
): NodeJS.ProcessEnv {
  return {
    ...env,
    PATH: `${runtime.binDir}:${env.PATH ?? ''}`,
    npm_config_nodedir: join(runtime.binDir, '..'),
    JOBS: 'max',
  };
}
