import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  missingPackages,
  missingPackagesLine,
  postgresBinDir,
  type Machine,
} from './debianPackages';

const postgresRoot = mkdtempSync(join(tmpdir(), 'postgres-versions-'));
for (const version of ['9.6', '15', '16', '17']) {
  mkdirSync(join(postgresRoot, version, 'bin'), { recursive: true });
}
afterAll(() => rm(postgresRoot, { recursive: true, force: true }));

/** A machine where exactly these programs are installed. */
function machineWith(programs: string[], env: NodeJS.ProcessEnv = {}): Machine {
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isExecutable: (path) => programs.includes(path),
    postgresRoot,
  };
}

const postgres = (version: string) =>
  ['initdb', 'pg_ctl'].map((name) => join(postgresRoot, version, 'bin', name));

const debian = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/firefox-esr',
  '/usr/sbin/nginx',
  '/usr/bin/openssl',
  '/usr/bin/systemd-analyze',
  ...postgres('15'),
];

describe('the Debian packages npm test checks for', () => {
  it('names every package a bare machine lacks, in one line with the apt-get command', () => {
    const missing = missingPackages(machineWith([]));

    expect(missing).toEqual([
      'chromium-headless-shell',
      'firefox-esr',
      'nginx',
      'openssl',
      'systemd',
      'postgresql',
    ]);
    expect(missingPackagesLine(missing)).toBe(
      'The tests need Debian packages this machine lacks: chromium-headless-shell, firefox-esr, nginx, openssl, systemd, postgresql. As root: apt-get install -y chromium-headless-shell firefox-esr nginx openssl systemd postgresql',
    );
  });

  it('finds nothing missing on a Debian machine, nginx in /usr/sbin though PATH leaves it out', () => {
    expect(missingPackages(machineWith(debian))).toEqual([]);
  });

  it('needs no PostgreSQL when TEST_DATABASE_URL names a server', () => {
    const withoutPostgres = debian.filter((path) => !path.startsWith(postgresRoot));

    expect(missingPackages(machineWith(withoutPostgres))).toEqual(['postgresql']);
    expect(
      missingPackages(
        machineWith(withoutPostgres, { TEST_DATABASE_URL: 'postgres://postgres@db/postgres' }),
      ),
    ).toEqual([]);
  });

  it('looks for the browsers where CHROMIUM_PATH and FIREFOX_PATH say', () => {
    const env = { CHROMIUM_PATH: '/opt/chromium/chrome', FIREFOX_PATH: '/opt/firefox/firefox' };

    expect(missingPackages(machineWith(debian, env))).toEqual([
      'chromium-headless-shell',
      'firefox-esr',
    ]);
    expect(
      missingPackages(machineWith([...debian, env.CHROMIUM_PATH, env.FIREFOX_PATH], env)),
    ).toEqual([]);
  });
});

describe('the PostgreSQL server binaries', () => {
  it('are the newest version with initdb and pg_ctl, by version number', () => {
    const installed = [...postgres('9.6'), ...postgres('15'), ...postgres('16')];
    // 17 holds the client programs alone.
    const machine = machineWith([...installed, join(postgresRoot, '17', 'bin', 'pg_ctl')]);

    expect(postgresBinDir(machine)).toBe(join(postgresRoot, '16', 'bin'));
  });

  it('are missing where no version has them', () => {
    expect(postgresBinDir(machineWith([]))).toBeUndefined();
    expect(postgresBinDir({ ...machineWith([]), postgresRoot: join(postgresRoot, 'none') })).toBe(
      undefined,
    );
  });
});
