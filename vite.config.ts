import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

// iOS Safari 14 and Chrome 90 are the oldest browsers our visitors' phones run.
export const browserTargets = ['es2020', 'chrome90', 'safari14', 'firefox90', 'edge90'];

export default defineConfig({
  root: 'client',
  envDir: rootDir,
  plugins: [react()],
  resolve: {
    alias: {
      // wouter imports the pre-React-18 shim; React 19 ships the hook, so the shim is dead weight.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('client/lib/useSyncExternalStore.ts', import.meta.url),
      ),
    },
  },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          root: rootDir,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: rootDir,
          include: ['tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/postgresCheck.ts'],
        },
      },
      {
        extends: true,
        test: {
          // deploy/ for real: builds, production installs, nginx and servers as processes.
          name: 'deploy',
          root: rootDir,
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Debian's Firefox ESR over WebDriver BiDi (puppeteer-core) against the production build.
          name: 'firefox',
          root: rootDir,
          include: ['tests/e2e/firefox/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
