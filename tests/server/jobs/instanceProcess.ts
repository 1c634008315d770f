/**
 * One instance of the server in a process of its own, so a test can kill -9 it in the middle of
 * a delivery. It is the app server/index.ts builds, with the test's configuration and its short
 * schedules and lease, which the real entry point has no way to take.
 */
import { buildApp, type AppOptions } from '../../../server/app';
import type { Config } from '../../../server/config';

export interface InstanceSettings {
  config: Config;
  options: Omit<AppOptions, 'logger'>;
}

const { config, options } = JSON.parse(process.env.INSTANCE_SETTINGS ?? '') as InstanceSettings;
const app = await buildApp(config, { ...options, logger: false, serveStatic: false });
await app.ready();
