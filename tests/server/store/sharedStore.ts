import type { Config } from '../../../server/config';
import type { Engine } from '../../../server/store/store';
import { databaseUrlFor } from '../engines';
import { buildRelayingApp, buildTestApp, tempDir } from '../helper';
import { openStoreOf } from '../storeHelper';

/**
 * Two instances of the site behind one load balancer: one store (a PostgreSQL schema, or one
 * SQLite file in a shared data folder), one secret, one SMTP server. Also the store itself,
 * opened beside them.
 */
export async function buildTwoInstances(engine: Engine, overrides: Partial<Config> = {}) {
  const first = await buildRelayingApp({
    dataDir: await tempDir('data'),
    databaseUrl: await databaseUrlFor(engine),
    formTokenSecret: 'one secret for every instance, 32+ characters',
    ...overrides,
  });
  // One after the other: starting together is the migrations' own test.
  const second = await buildTestApp(first.config);
  return {
    apps: [first.app, second.app] as const,
    smtp: first.smtp,
    store: await openStoreOf(first.config),
  };
}
