/**
 * The prerendered /privacy states the RETENTION_DAYS the build was configured with, read the way
 * the prerender reads it. Needs `npm run build` first (npm test does it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { retentionSentence } from '../../client/content/privacy';
import { loadConfig, readEnvFile } from '../../server/config';

it('the built privacy page promises the retention the server enforces', () => {
  readEnvFile();
  const html = readFileSync(
    join(import.meta.dirname, '../../dist/client/privacy/index.html'),
    'utf8',
  );
  expect(html).toContain(retentionSentence(loadConfig().retentionDays));
});
