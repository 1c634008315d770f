import { defineConfig, devices } from '@playwright/test';
import { programPath } from '../testCommand/debianPackages';
import { e2eServer } from './support/e2eServer';

const ownSiteSpecs = ['**/console-*.spec.ts', '**/lead-attribution*.spec.ts'];

export default defineConfig({
  testDir: '.',
  // *.test.ts here are vitest's (the Firefox smoke test drives Firefox ESR, which Playwright cannot).
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  // The specs mostly wait on servers, mail and timers (about 180 s of CPU in 230 s of wall with
  // two workers on two cores): a third keeps the cores busier.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // A guard against a hang, not a measure: beside three other sessions' tests (load 17 to 27 on
  // two cores) seven specs outlasted 30 s, each alone well under it.
  timeout: 60_000,
  use: {
    baseURL: e2eServer.baseUrl,
    trace: 'off',
    launchOptions: {
      executablePath: programPath('chromium'),
      // This machine has no network beyond loopback: background services would only fail and log.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The specs that start a site of their own in each worker go first: Playwright keeps a
    // worker on one kind of spec while any is left, so they would otherwise start last and the
    // console's journey (about 30 s) would run alone at the end.
    { name: 'chromium, own site', testMatch: ownSiteSpecs, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: ownSiteSpecs, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/smtpSink.ts',
      cwd: '../..',
      port: e2eServer.smtpPort,
      reuseExistingServer: false,
      env: { SMTP_SINK_DIR: e2eServer.mailDir, SMTP_SINK_PORT: String(e2eServer.smtpPort) },
    },
    {
      // The production build served exactly as `npm start` serves it (the test command builds
      // first), on a store of its own: the last run's leads would count toward this run's limits.
      command: `rm -rf '${e2eServer.dataDir}' && npm run serve`,
      cwd: '../..',
      url: `${e2eServer.baseUrl}/healthz`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(e2eServer.port),
        HOST: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${e2eServer.smtpPort}`,
        DATA_DIR: e2eServer.dataDir,
        RATE_LIMIT_MAX: '1000',
        // A scheduled digest would quote other specs' held messages into the sink they read;
        // spam-digest.spec.ts sends one by hand, to a sink of its own.
        SPAM_DIGEST_HOUR: 'off',
        // Every spec's browser is one address, and the run's beacons are many people's: a run
        // sends up to about 120 a minute, so the default budget (120 from all addresses) would
        // drop some unread, and insight.spec.ts's rows with them.
        INSIGHT_BEACONS_PER_MINUTE: '100000',
        INSIGHT_BEACON_BUDGET_PER_MINUTE: '100000',
      },
    },
    {
      command: `rm -rf '${e2eServer.limited.dataDir}' && npm run serve`,
      cwd: '../..',
      url: `${e2eServer.limited.baseUrl}/healthz`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(e2eServer.limited.port),
        HOST: '127.0.0.1',
        DATA_DIR: e2eServer.limited.dataDir,
        RATE_LIMIT_MAX: '1',
      },
    },
  ],
});
