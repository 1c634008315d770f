import react from '@vitejs/plugin-react';
import autoprefixer from 'autoprefixer';
import { fileURLToPath } from 'node:url';
import tailwindcss from 'tailwindcss';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

// iOS Safari 14 and Chrome 90 are the oldest browsers our visitors' phones run.
export const browserTargets = ['es2020', 'chrome90', 'safari14', 'firefox90', 'edge90'];

/** Projects whose files take minutes: an npm install with a native build, real servers, a browser. */
const longProjects = ['deploy', 'firefox'];

/**
 * Vitest's own order (the slowest of the last run first; on a fresh clone, the largest file) with
 * the long projects' files ahead of the rest: started first, they run beside it, not after it.
 * vitest/node is imported when tests run, never by the build.
 */
class LongProjectsFirst implements TestSequencer {
  private readonly base: Promise<TestSequencer>;

  constructor(vitest: Vitest) {
    this.base = import('vitest/node').then(({ BaseSequencer }) => new BaseSequencer(vitest));
  }

  async shard(files: TestSpecification[]) {
    return (await this.base).shard(files);
  }

  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => (longProjects.includes(file.project.name) ? 0 : 1);
    return (await (await this.base).sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const resolve = {
  alias: {
    // wouter imports the pre-React-18 shim; React 19 ships the hook, so the shim is dead weight.
    'use-sync-external-store/shim/index.js': fileURLToPath(
      new URL('client/lib/useSyncExternalStore.ts', import.meta.url),
    ),
  },
};

/**
 * The console (`vite build --mode console`): an entry of its own under /console/, built apart so
 * that no byte of it, and none of its classes, reaches a public page. Its stylesheet is Tailwind
 * over the console's own files only, with the site's tokens.
 */
const consoleBuild: UserConfig = {
  root: 'client/console',
  base: '/console/',
  envDir: rootDir,
  plugins: [react()],
  resolve,
  css: {
    postcss: {
      plugins: [
        tailwindcss(fileURLToPath(new URL('client/console/tailwind.config.ts', import.meta.url))),
        autoprefixer(),
      ],
    },
  },
  build: {
    outDir: '../../dist/console',
    emptyOutDir: true,
    target: browserTargets,
    cssTarget: ['chrome90', 'safari14'],
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/console/api': 'http://127.0.0.1:3000' },
  },
};

const siteBuild: UserConfig = {
  root: 'client',
  envDir: rootDir,
  plugins: [react()],
  resolve,
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: browserTargets,
    cssTarget: ['chrome90', 'safari14'],
    manifest: true,
    cssCodeSplit: false,
    // Images are imported by pages, which only the SSR build sees: it must emit them (the prerender
    // moves them beside the client's assets).
    ssrEmitAssets: true,
    assetsInlineLimit: 0,
    // Browsers without modulepreload (Safari < 17) still load every chunk through import(); the
    // hint only speeds up the others, so the polyfill would cost bytes on every page for nothing.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    root: rootDir,
    // Most files wait on sockets, timers, child processes and PostgreSQL rather than compute:
    // vitest's default (one worker fewer than the cores, one on CI's two) would leave the cores idle.
    maxWorkers: 4,
    // Server-side files share their worker's modules (isolate: false below): each starts apps,
    // stores and servers of its own and restores what it fakes, and importing the app anew for
    // every file cost more CPU than all their tests (operations/ and intake/: 112 s to 33 s).
    // The client's stay isolated (in VM contexts): some replace modules or watch one load for
    // the first time.
    sequence: { sequencer: LongProjectsFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          root: rootDir,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file still gets fresh modules and a fresh jsdom, in a VM context of a worker that
          // stays: starting a worker and jsdom anew for each file cost 64 s of the client's 83 s
          // of CPU (now 32 s in all).
          pool: 'vmThreads',
          // Each file's VM context imports React, Headless UI, sonner and Testing Library anew:
          // pre-bundled into one module each, the project took 75 core-s instead of 107.
          deps: { optimizer: { client: { enabled: true } } },
          // A guard against a hang, not a measure: a test that renders the whole console, waits
          // for its lazy step-up dialog and clicks through it took over vitest's default 5 s in a
          // full run on two busy cores; it holds two of setup.ts's 15 s waits.
          testTimeout: 30_000,
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: rootDir,
          isolate: false,
          // A guard against a hang, not a measure: a test that builds an app on PostgreSQL, seeds
          // it and waits for its start took over vitest's default 5 s on a machine at load 14;
          // it holds a waitFor's 20 s with room for the rest of the test.
          testTimeout: 60_000,
          include: [
            'tests/server/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/testCommand/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/server/restoreGlobals.ts'],
          globalSetup: ['tests/server/postgresDatabases.ts'],
        },
      },
      {
        extends: true,
        test: {
          // deploy/ for real: builds, production installs, nginx and servers as processes.
          name: 'deploy',
          root: rootDir,
          isolate: false,
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/server/restoreGlobals.ts'],
          globalSetup: ['tests/server/postgresDatabases.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Debian's Firefox ESR over WebDriver BiDi (puppeteer-core) against the production build.
          name: 'firefox',
          root: rootDir,
          isolate: false,
          include: ['tests/e2e/firefox/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/server/restoreGlobals.ts'],
        },
      },
    ],
  },
};

export default defineConfig(({ mode }) => (mode === 'console' ? consoleBuild : siteBuild));
