import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What the check looks at; its test passes a made-up one. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  isExecutable: (path: string) => boolean;
  /** Where Debian's postgresql packages put each version's server binaries. */
  postgresRoot: string;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const thisMachine: Machine = {
  env: process.env,
  isExecutable,
  postgresRoot: '/usr/lib/postgresql',
};

/** A command on PATH or in the sbin folders, which Debian leaves out of a non-root PATH (nginx). */
function onPath(name: string, machine: Machine): string | undefined {
  const dirs = [...(machine.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/sbin'];
  return dirs.map((dir) => join(dir, name)).find(machine.isExecutable);
}

function at(path: string, machine: Machine): string | undefined {
  return machine.isExecutable(path) ? path : undefined;
}

/** The programs the tests drive, each with the Debian package that installs it. */
const programs = {
  /**
   * Debian's build of Chromium's headless shell, the flavour Playwright itself runs headless: the
   * same Chromium release, without the full browser's windows and profile services, which made a
   * test's new context and page cost three times the CPU (0.6 core-s against 0.18). The e2e run
   * took 1,016 core-s on /usr/bin/chromium and 470 on it; CHROMIUM_PATH=/usr/bin/chromium runs
   * the specs on the full browser.
   */
  chromium: {
    debianPackage: 'chromium-headless-shell',
    find: (machine: Machine) =>
      at(machine.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', machine),
  },
  firefox: {
    debianPackage: 'firefox-esr',
    find: (machine: Machine) => at(machine.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', machine),
  },
  nginx: { debianPackage: 'nginx', find: (machine: Machine) => onPath('nginx', machine) },
  openssl: { debianPackage: 'openssl', find: (machine: Machine) => onPath('openssl', machine) },
  systemdAnalyze: {
    debianPackage: 'systemd',
    find: (machine: Machine) => onPath('systemd-analyze', machine),
  },
};

/**
 * The newest installed PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin), where
 * initdb and pg_ctl are; Debian puts neither on PATH.
 */
export function postgresBinDir(machine = thisMachine): string | undefined {
  let versions: string[];
  try {
    versions = readdirSync(machine.postgresRoot);
  } catch {
    return undefined;
  }
  return versions
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .reverse()
    .map((version) => join(machine.postgresRoot, version, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl'].every((name) => machine.isExecutable(join(bin, name))));
}

/**
 * Where a program the tests drive is. Missing, it throws the line `npm test` would have stopped
 * with: a test run without it fails, never skips.
 */
export function programPath(name: keyof typeof programs): string {
  const path = programs[name].find(thisMachine);
  if (path === undefined) {
    throw new Error(missingPackagesLine([programs[name].debianPackage]));
  }
  return path;
}

/** The Debian packages the tests need and the machine lacks; postgresql only without TEST_DATABASE_URL. */
export function missingPackages(machine = thisMachine): string[] {
  const missing = Object.values(programs)
    .filter((program) => program.find(machine) === undefined)
    .map((program) => program.debianPackage);
  if (!machine.env.TEST_DATABASE_URL?.trim() && postgresBinDir(machine) === undefined) {
    missing.push('postgresql');
  }
  return missing;
}

export function missingPackagesLine(missing: string[]): string {
  return `The tests need Debian packages this machine lacks: ${missing.join(', ')}. As root: apt-get install -y ${missing.join(' ')}`;
}
