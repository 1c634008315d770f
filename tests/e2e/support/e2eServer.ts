import { resolve } from 'node:path';

const runDir = resolve(import.meta.dirname, '../../../test-results/e2e-run');
// Overridable so two checkouts on one machine can run their e2e suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const limitedPort = Number(process.env.E2E_LIMITED_PORT ?? 4175);

/** Where the e2e run's site, SMTP sink and lead store live; shared by the config and the specs. */
export const e2eServer = {
  port,
  smtpPort,
  baseUrl: `http://127.0.0.1:${port}`,
  mailDir: resolve(runDir, 'mail'),
  dataDir: resolve(runDir, 'data'),
  /** A second production server, one message per visitor and no SMTP: its refusals are real. */
  limited: {
    port: limitedPort,
    baseUrl: `http://127.0.0.1:${limitedPort}`,
    dataDir: resolve(runDir, 'limited-data'),
  },
  /** The Firefox smoke test's own server and sink (on ports the system picks), beside Playwright's. */
  firefox: {
    mailDir: resolve(runDir, 'firefox-mail'),
    dataDir: resolve(runDir, 'firefox-data'),
  },
  screenshotDir: resolve(import.meta.dirname, '../screenshots'),
};
