import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../bench/freePort';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** The superuser's URL, for TEST_DATABASE_URL, once the server accepts connections. */
  url: Promise<string>;
  /** Its temporary folder: the cluster, the server's log, its socket. */
  dir: string;
  /**
   * Stops the server at once and removes its files, also while it is starting; synchronous, so a
   * signal handler can call it.
   */
  stop: () => void;
}

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * A command line for PostgreSQL's programs: initdb refuses root, so as root they run as the
 * postgres user Debian's package makes, and as anyone else directly.
 */
function asServerUser(command: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command[0] ?? '', command.slice(1)];
  return ['su', ['postgres', '-s', '/bin/sh', '-c', command.map(quote).join(' ')]];
}

/** Runs in `dir`: the postgres user may not enter the project's folder (root's home). */
async function runAsServerUser(command: string[], dir: string): Promise<void> {
  const [file, args] = asServerUser(command);
  try {
    await run(file, args, { cwd: dir });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${command.join(' ')} failed: ${stderr?.trim() || String(error)}`);
  }
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, listening on a free loopback port with
 * its socket in that folder and fsync off: the tests' data is thrown away with it.
 */
export function startThrowawayPostgres(binDir: string): ThrowawayPostgres {
  const dir = mkdtempSync(join(tmpdir(), 'test-postgres-'));
  const data = join(dir, 'data');
  const pgCtl = join(binDir, 'pg_ctl');
  const stop = () => {
    const [file, args] = asServerUser([pgCtl, '-D', data, '-m', 'immediate', 'stop']);
    try {
      execFileSync(file, args, { cwd: dir, stdio: 'ignore' });
    } catch {
      // Not running: initdb or the start failed.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const start = async (): Promise<string> => {
    if (process.getuid?.() === 0) await run('chown', ['postgres:', dir]);
    await runAsServerUser(
      [join(binDir, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'],
      dir,
    );
    // The port is free when probed, not necessarily when the server binds it: try another then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        await runAsServerUser(
          [
            pgCtl,
            '-D',
            data,
            '-l',
            join(dir, 'server.log'),
            '-w',
            '-o',
            `-p ${port} -k ${quote(dir)} -c listen_addresses=127.0.0.1 -c fsync=off`,
            'start',
          ],
          dir,
        );
        return `postgres://postgres@127.0.0.1:${port}/postgres`;
      } catch (error) {
        if (attempt === 3) {
          const log = await readFile(join(dir, 'server.log'), 'utf8').catch(() => '');
          throw new Error(`${(error as Error).message}\n${log.trim()}`);
        }
      }
    }
  };
  const url = start().catch((error: unknown) => {
    stop();
    throw error;
  });
  return { url, dir, stop };
}
