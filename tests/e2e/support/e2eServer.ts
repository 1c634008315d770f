import { resolve } from 'node:path';

const runDir = resolve(import.meta.dirname, '../../../test-results/e2e-run');

/** Where the e2e run's site, SMTP sink and outbox live; shared by the config and the specs. */
export const e2eServer = {
  port: 4173,
  smtpPort: 2526,
  baseUrl: 'http://127.0.0.1:4173',
  mailDir: resolve(runDir, 'mail'),
  outboxDir: resolve(runDir, 'outbox'),
  screenshotDir: resolve(import.meta.dirname, '../screenshots'),
};
