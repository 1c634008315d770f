/**
 * deploy/systemd/sonoran-site.service: what it must say, checked against the server it runs, and
 * systemd's own verdict: `systemd-analyze verify` and its offline security score (Debian's systemd).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { programPath } from '../../testCommand/debianPackages';
import { projectRoot } from '../support/dockerfile';

const run = promisify(execFile);
const unitPath = join(projectRoot, 'deploy/systemd/sonoran-site.service');
const unitText = await readFile(unitPath, 'utf8');

/** Every `Key=value` of the [Service] section; a key may repeat. */
function serviceSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1] ?? '';
    else if (section === 'Service') {
      const [key = '', ...value] = line.split('=');
      settings.set(key, [...(settings.get(key) ?? []), value.join('=')]);
    }
  }
  return settings;
}

const service = serviceSettings(unitText);
function only(key: string): string {
  const values = service.get(key) ?? [];
  if (values.length !== 1)
    throw new Error(`Expected one ${key}= in the unit, found ${values.length}`);
  return values[0] ?? '';
}

/** The server's own deadline for a graceful stop, from its source. */
async function serverShutdownDeadlineMs(): Promise<number> {
  const files = (await readdir(join(projectRoot, 'server'), { recursive: true })).filter((file) =>
    file.endsWith('.ts'),
  );
  for (const file of files) {
    const source = await readFile(join(projectRoot, 'server', file), 'utf8');
    const found = /shutdownDeadlineMs = ([\d_]+)/.exec(source);
    if (found) return Number(found[1]?.replaceAll('_', ''));
  }
  throw new Error('No shutdownDeadlineMs in server/: the unit test needs the server’s deadline');
}

it('runs the compiled server as npm run serve does, from the app directory, as its own user', async () => {
  const manifest = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const execStart = only('ExecStart');
  expect(execStart).toMatch(/^\/\S+\/node /);
  expect(execStart.replace(/^\S+\/node /, 'node ')).toBe(manifest.scripts.serve);
  expect(only('User')).toMatch(/^(?!root$)[a-z][a-z0-9-]*$/);
  expect(only('Group')).toBe(only('User'));
  expect(only('EnvironmentFile')).toBe(`${only('WorkingDirectory')}/.env`);
  expect(only('Restart')).toBe('on-failure');
});

it('leaves the data folder as the only writable path, at the place the server uses by default', () => {
  const defaultData = relative(projectRoot, loadConfig({}).dataDir);
  expect(service.get('ReadWritePaths')).toEqual([`${only('WorkingDirectory')}/${defaultData}`]);
  expect(only('ProtectSystem')).toBe('strict');
  for (const key of ['NoNewPrivileges', 'PrivateTmp', 'ProtectHome', 'PrivateDevices']) {
    expect(only(key), key).toBe('yes');
  }
  expect(only('CapabilityBoundingSet')).toBe('');
  // V8 compiles to memory it then executes: this option would stop Node at its first function.
  expect(service.has('MemoryDenyWriteExecute')).toBe(false);
});

it('gives the server longer than its own shutdown deadline before systemd kills it', async () => {
  expect(only('KillSignal')).toBe('SIGTERM');
  const timeoutSeconds = Number(/^(\d+)s$/.exec(only('TimeoutStopSec'))?.[1]);
  expect(timeoutSeconds * 1000).toBeGreaterThan(await serverShutdownDeadlineMs());
});

describe('systemd-analyze', () => {
  /** The unit as shipped; only a missing /usr/bin/node is pointed at this machine's node. */
  async function unitCopy(): Promise<{ file: string; cleanUp: () => Promise<void> }> {
    const dir = await mkdtemp(join(tmpdir(), 'unit-'));
    const file = join(dir, 'sonoran-site.service');
    const node = existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
    await writeFile(file, unitText.replace('ExecStart=/usr/bin/node ', `ExecStart=${node} `));
    return { file, cleanUp: () => rm(dir, { recursive: true, force: true }) };
  }

  it('verifies the unit without a warning', async () => {
    const { file, cleanUp } = await unitCopy();
    try {
      const { stderr } = await run(programPath('systemdAnalyze'), ['verify', file]);
      expect(stderr.split('\n').filter((line) => line.includes('sonoran-site'))).toEqual([]);
    } finally {
      await cleanUp();
    }
  });

  it('rates the hardening "OK" or better (exposure at most 2 of 10)', async () => {
    const { file, cleanUp } = await unitCopy();
    try {
      const { stdout } = await run(programPath('systemdAnalyze'), [
        'security',
        '--offline=true',
        file,
      ]);
      const exposure = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(stdout)?.[1]);
      expect(exposure).toBeLessThanOrEqual(2);
    } finally {
      await cleanUp();
    }
  });
});
